// Every chain the app knows: names, native coins, RPC URLs (first is preferred, the rest are fallbacks), explorers.

export enum ChainId {
  MAINNET = 1,
  GOERLI = 5,
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
}

/** The spec's default block polling interval. */
export const DEFAULT_BLOCK_POLLING_MS = 15_000

const localRpcUrl = import.meta.env.VITE_LOCAL_RPC_URL || 'http://127.0.0.1:8545'

export const CHAINS: Record<ChainId, ChainInfo> = {
  [ChainId.MAINNET]: {
    id: ChainId.MAINNET,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://cloudflare-eth.com', 'https://rpc.ankr.com/eth'],
    explorer: 'https://etherscan.io',
    blockTime: 12,
    blockPollingMs: DEFAULT_BLOCK_POLLING_MS,
  },
  [ChainId.GOERLI]: {
    id: ChainId.GOERLI,
    name: 'Goerli',
    nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['https://rpc.ankr.com/eth_goerli'],
    explorer: 'https://goerli.etherscan.io',
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

export function isSupportedChain(chainId: number | undefined): chainId is ChainId {
  return chainId !== undefined && chainId in CHAINS
}

function defaultChain(): ChainId {
  const configured = Number(import.meta.env.VITE_DEFAULT_CHAIN_ID)
  return isSupportedChain(configured) ? configured : ChainId.FINDORA
}

export const DEFAULT_CHAIN_ID = defaultChain()
