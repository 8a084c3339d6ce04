// Every chain the app knows: names, native coins, RPC URLs (first is preferred, the rest are fallbacks), explorers.
import { parseRpcOverrides, rpcUrlsFor } from './rpcOverrides'

export enum ChainId {
  MAINNET = 1,
  GOERLI = 5,
  SEPOLIA = 11155111,
  FINDORA = 2152,
  FINDORA_ANVIL = 2153,
  HARMONY = 1666600000,
  LOCAL = 31337,
}

export interface ChainInfo {
  id: ChainId
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: 18 }
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

const localRpcUrl = import.meta.env.VITE_LOCAL_RPC_URL || 'http://127.0.0.1:8545'

// The whole env object: Vite inlines every VITE_ variable of the build here, so VITE_RPC_URL_<id> needs no list.
const RPC_OVERRIDES = parseRpcOverrides(import.meta.env)

const CHAIN_TABLE: Record<ChainId, ChainInfo> = {
  [ChainId.MAINNET]: {
    id: ChainId.MAINNET,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    // cloudflare-eth.com answers -32046 and Ankr wants a key since 2024; these answer without one.
    rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'],
    explorer: 'https://etherscan.io',
    blockTime: 12,
    blockPollingMs: DEFAULT_BLOCK_POLLING_MS,
  },
  [ChainId.GOERLI]: {
    id: ChainId.GOERLI,
    name: 'Goerli',
    nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
    // Goerli was shut down in 2024; Sepolia replaced it. A build that still serves it names a node in VITE_RPC_URL_5.
    rpcUrls: ['https://rpc.ankr.com/eth_goerli'],
    explorer: 'https://goerli.etherscan.io',
    blockTime: 12,
    blockPollingMs: DEFAULT_BLOCK_POLLING_MS,
    retired: true,
  },
  [ChainId.SEPOLIA]: {
    id: ChainId.SEPOLIA,
    name: 'Sepolia',
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://sepolia.drpc.org'],
    explorer: 'https://sepolia.etherscan.io',
    blockTime: 12,
    blockPollingMs: DEFAULT_BLOCK_POLLING_MS,
  },
  [ChainId.FINDORA]: {
    id: ChainId.FINDORA,
    name: 'Findora',
    nativeCurrency: { name: 'Findora', symbol: 'FRA', decimals: 18 },
    rpcUrls: ['https://rpc-mainnet.findora.org', 'https://rpc-mainnet.fra.tech'],
    explorer: 'https://evm.findorascan.io',
    blockTime: 16,
    blockPollingMs: DEFAULT_BLOCK_POLLING_MS,
  },
  [ChainId.FINDORA_ANVIL]: {
    id: ChainId.FINDORA_ANVIL,
    name: 'Anvil testnet',
    nativeCurrency: { name: 'Findora', symbol: 'FRA', decimals: 18 },
    rpcUrls: ['https://prod-testnet.prod.findora.org:8545'],
    explorer: 'https://testnet-anvil.evm.findorascan.io',
    blockTime: 16,
    blockPollingMs: DEFAULT_BLOCK_POLLING_MS,
  },
  [ChainId.HARMONY]: {
    id: ChainId.HARMONY,
    name: 'Harmony',
    nativeCurrency: { name: 'ONE', symbol: 'ONE', decimals: 18 },
    rpcUrls: ['https://api.harmony.one', 'https://api.s0.t.hmny.io'],
    explorer: 'https://explorer.harmony.one',
    blockTime: 2,
    blockPollingMs: 500,
  },
  [ChainId.LOCAL]: {
    id: ChainId.LOCAL,
    name: 'Local',
    nativeCurrency: { name: 'Findora', symbol: 'FRA', decimals: 18 },
    rpcUrls: [localRpcUrl],
    explorer: localRpcUrl,
    blockTime: 2,
    // A development chain mines on demand: one second keeps the UI in step without flooding it.
    blockPollingMs: 1_000,
  },
}

function withOverrides(table: Record<ChainId, ChainInfo>): Record<ChainId, ChainInfo> {
  const chains = { ...table }
  for (const chain of Object.values(table))
    chains[chain.id] = { ...chain, rpcUrls: rpcUrlsFor(chain.id, chain.rpcUrls, RPC_OVERRIDES) }
  return chains
}

export const CHAINS: Record<ChainId, ChainInfo> = withOverrides(CHAIN_TABLE)

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
