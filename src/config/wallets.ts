// Wallet kinds the app offers and the chains an injected wallet may be connected to for this build.
import { ChainId, DEFAULT_CHAIN_ID, servesLocalChain } from './chains'

/** Stable names: they appear in `data-testid="wallet-option-<KIND>"`. */
export enum WalletKind {
  INJECTED = 'INJECTED',
  METAMASK = 'METAMASK',
  WALLET_CONNECT = 'WALLET_CONNECT',
  COINBASE_WALLET = 'COINBASE_WALLET',
  COINBASE_LINK = 'COINBASE_LINK',
  FORTMATIC = 'FORTMATIC',
  PORTIS = 'PORTIS',
  /** A wallet that announced itself by EIP-6963; its own name and icon are shown (`wallet-option-<rdns>`). */
  ANNOUNCED = 'ANNOUNCED',
}

/** Display names; product names are not translated. */
export const WALLET_NAMES: Record<WalletKind, string> = {
  [WalletKind.INJECTED]: 'Injected',
  [WalletKind.METAMASK]: 'MetaMask',
  [WalletKind.WALLET_CONNECT]: 'WalletConnect',
  [WalletKind.COINBASE_WALLET]: 'Coinbase Wallet',
  [WalletKind.COINBASE_LINK]: 'Open in Coinbase Wallet',
  [WalletKind.FORTMATIC]: 'Fortmatic',
  [WalletKind.PORTIS]: 'Portis',
  [WalletKind.ANNOUNCED]: 'Browser wallet',
}

export const METAMASK_INSTALL_URL = 'https://metamask.io/'

/** Coinbase Wallet's universal link that opens a dapp URL in its in-app browser. */
export function coinbaseOpenInAppUrl(currentUrl: string): string {
  return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(currentUrl)}`
}

/**
 * The spec's rule (§9), with Sepolia beside Goerli as Ethereum's test network: [2152] on the Findora build;
 * [5, 11155111, 2152, 2153] on the Findora "Anvil" testnet, Goerli and Sepolia builds; with Ethereum otherwise. The
 * local development chain is accepted only where the build serves it (its own build, the dev server).
 */
export function injectedSupportedChainIds(defaultChainId: number, isDevBuild = false): number[] {
  const testnets = [ChainId.GOERLI, ChainId.SEPOLIA, ChainId.FINDORA, ChainId.FINDORA_ANVIL]
  let chains: number[]
  if (defaultChainId === ChainId.FINDORA) chains = [ChainId.FINDORA]
  else if ([ChainId.FINDORA_ANVIL, ChainId.GOERLI, ChainId.SEPOLIA].includes(defaultChainId)) chains = testnets
  else chains = [ChainId.MAINNET, ...testnets]
  return servesLocalChain(defaultChainId, isDevBuild) ? [...chains, ChainId.LOCAL] : chains
}

export const INJECTED_SUPPORTED_CHAIN_IDS = injectedSupportedChainIds(DEFAULT_CHAIN_ID, import.meta.env.DEV)

export function isInjectedSupportedChain(
  chainId: number | undefined,
  supported = INJECTED_SUPPORTED_CHAIN_IDS,
): boolean {
  return chainId !== undefined && supported.includes(chainId)
}

/** The spec's timings (§9). */
export const WALLET_SPINNER_DELAY_MS = 600
export const COPY_FEEDBACK_MS = 500
