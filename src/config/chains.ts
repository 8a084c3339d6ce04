// Every chain the app knows: names, native coins, RPC URLs (first is preferred, the rest are fallbacks), explorers.
import { type ChainOverrides, parseChainOverrides, rpcUrlsFor } from './chainOverrides'
import { parseDurationMs } from './transactions'

export enum ChainId {
  MAINNET = 1,
  GOERLI = 5,
  SEPOLIA = 11155111,
  FINDORA = 2152,
  FINDORA_ANVIL = 2153,
  HARMONY = 1666600000,
  LOCAL = 31337,
}

export interface NativeCurrencyInfo {
  name: string
  symbol: string
  decimals: 18
}

export interface ChainInfo {
  id: ChainId
  name: string
  nativeCurrency: NativeCurrencyInfo
  rpcUrls: readonly string[]
  explorer: string
  /** Seconds between blocks, for block-based countdowns and APR. */
  blockTime: number
  /** How often the read provider is asked for the latest block (the spec: 15 s, 500 ms on Harmony). */
  blockPollingMs: number
  /** The network was shut down: it stays known (old wallets and links name it) but no public RPC answers. */
  retired?: boolean
}

/** The spec's default block polling interval. */
export const DEFAULT_BLOCK_POLLING_MS = 15_000

/** Each native coin once; Ethereum's test networks name their ether after themselves ('Sepolia Ether'). */
export const ETHER_NATIVE: NativeCurrencyInfo = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const FINDORA_NATIVE: NativeCurrencyInfo = { name: 'Findora', symbol: 'FRA', decimals: 18 }
const HARMONY_NATIVE: NativeCurrencyInfo = { name: 'ONE', symbol: 'ONE', decimals: 18 }
const testnetEther = (network: string): NativeCurrencyInfo => ({ ...ETHER_NATIVE, name: `${network} Ether` })

const localRpcUrl = import.meta.env.VITE_LOCAL_RPC_URL || 'http://127.0.0.1:8545'
/** The local chain's block time: 2 s as `npm start` mines; the soak benchmark builds for a fast chain. */
const localBlockMs = parseDurationMs(import.meta.env.VITE_LOCAL_BLOCK_MS, 2_000)

// The whole env object: Vite inlines every VITE_ variable of the build here, so the per-chain variables
// (VITE_RPC_URL_<id>, VITE_BLOCK_POLLING_MS_<id>, VITE_BLOCK_TIME_MS_<id>) need no list.
const CHAIN_OVERRIDES = parseChainOverrides(import.meta.env)

/** A chain as written below: its id is its key, and it polls at the default interval unless it says otherwise. */
export type ChainEntry = Omit<ChainInfo, 'id' | 'blockPollingMs'> & { blockPollingMs?: number }

export const CHAIN_TABLE: Record<ChainId, ChainEntry> = {
  [ChainId.MAINNET]: {
    name: 'Ethereum',
    nativeCurrency: ETHER_NATIVE,
    // cloudflare-eth.com answers -32046 and Ankr wants a key since 2024; these answer without one.
    rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'],
    explorer: 'https://etherscan.io',
    blockTime: 12,
  },
  [ChainId.GOERLI]: {
    name: 'Goerli',
    nativeCurrency: testnetEther('Goerli'),
    // Goerli was shut down in 2024; Sepolia replaced it. A build that still serves it names a node in VITE_RPC_URL_5.
    rpcUrls: ['https://rpc.ankr.com/eth_goerli'],
    explorer: 'https://goerli.etherscan.io',
    blockTime: 12,
    retired: true,
  },
  [ChainId.SEPOLIA]: {
    name: 'Sepolia',
    nativeCurrency: testnetEther('Sepolia'),
    rpcUrls: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://sepolia.drpc.org'],
    explorer: 'https://sepolia.etherscan.io',
    blockTime: 12,
  },
  [ChainId.FINDORA]: {
    name: 'Findora',
    nativeCurrency: FINDORA_NATIVE,
    rpcUrls: ['https://rpc-mainnet.findora.org', 'https://rpc-mainnet.fra.tech'],
    explorer: 'https://evm.findorascan.io',
    blockTime: 16,
  },
  [ChainId.FINDORA_ANVIL]: {
    name: 'Anvil testnet',
    nativeCurrency: FINDORA_NATIVE,
    rpcUrls: ['https://prod-testnet.prod.findora.org:8545'],
    explorer: 'https://testnet-anvil.evm.findorascan.io',
    blockTime: 16,
  },
  [ChainId.HARMONY]: {
    name: 'Harmony',
    nativeCurrency: HARMONY_NATIVE,
    rpcUrls: ['https://api.harmony.one', 'https://api.s0.t.hmny.io'],
    explorer: 'https://explorer.harmony.one',
    blockTime: 2,
    blockPollingMs: 500,
  },
  [ChainId.LOCAL]: {
    name: 'Local',
    nativeCurrency: FINDORA_NATIVE,
    rpcUrls: [localRpcUrl],
    explorer: localRpcUrl,
    blockTime: localBlockMs / 1000,
    // A development chain mines on demand: one second keeps the UI in step without flooding it; a faster chain is
    // polled once a block.
    blockPollingMs: Math.min(1_000, localBlockMs),
  },
}

/** The table as the app reads it: ids and default polling filled in, this build's overrides in place. */
export function chainsOf(table: Record<ChainId, ChainEntry>, overrides: ChainOverrides): Record<ChainId, ChainInfo> {
  const chains = {} as Record<ChainId, ChainInfo>
  for (const [key, entry] of Object.entries(table)) {
    const id = Number(key) as ChainId
    const rpcUrls = rpcUrlsFor(id, entry.rpcUrls, overrides)
    const blockPollingMs = overrides.blockPollingMs[id] ?? entry.blockPollingMs ?? DEFAULT_BLOCK_POLLING_MS
    const blockTimeMs = overrides.blockTimeMs[id]
    const blockTime = blockTimeMs === undefined ? entry.blockTime : blockTimeMs / 1000
    chains[id] = { ...entry, id, rpcUrls, blockPollingMs, blockTime }
  }
  return chains
}

export const CHAINS: Record<ChainId, ChainInfo> = chainsOf(CHAIN_TABLE, CHAIN_OVERRIDES)

function configuredDefaultChain(): ChainId {
  const configured = Number(import.meta.env.VITE_DEFAULT_CHAIN_ID)
  return configured in CHAINS ? configured : ChainId.FINDORA
}

export const DEFAULT_CHAIN_ID = configuredDefaultChain()

/**
 * The local development chain exists only where the build serves it: a build for it (default chain 31337) or the
 * dev server. A build for a real chain knows nothing of it: no wallet on 31337 is accepted, no local list loaded.
 */
export function servesLocalChain(defaultChainId: number, isDevBuild: boolean): boolean {
  return isDevBuild || defaultChainId === ChainId.LOCAL
}

// Both operands are inlined at build time, so a real chain's build drops the local deployment and list altogether.
export const SERVES_LOCAL_CHAIN = import.meta.env.DEV || import.meta.env.VITE_DEFAULT_CHAIN_ID === '31337'

export function isSupportedChain(chainId: number | undefined): chainId is ChainId {
  if (chainId === ChainId.LOCAL) return SERVES_LOCAL_CHAIN
  return chainId !== undefined && chainId in CHAINS
}
