// Token lists: the default list URLs of each chain, the IPFS gateways tried in order, download limits, the refresh interval.
import { ChainId, SERVES_LOCAL_CHAIN } from './chains'

/**
 * The local chain's list is generated from the deployment (scripts/lib/tokenList.ts) and served by the
 * app itself. The URL is relative because the build runs from any sub-path (IPFS gateways).
 */
export const LOCAL_LIST_URL = './lists/31337.json'

/** Uniswap Labs' default list; it covers Ethereum and its testnets. */
export const UNISWAP_DEFAULT_LIST_URL = 'https://tokens.uniswap.org'

/**
 * Default lists per chain, active from the first load. Findora, its testnet and Harmony have no public
 * list known to this project yet: their tokens come from lists the user adds and imported tokens.
 */
export const DEFAULT_LISTS_BY_CHAIN: Readonly<Record<ChainId, readonly string[]>> = {
  [ChainId.MAINNET]: [UNISWAP_DEFAULT_LIST_URL],
  [ChainId.GOERLI]: [UNISWAP_DEFAULT_LIST_URL],
  // Uniswap's default list has no Sepolia tokens: the deployment's own tokens are offered instead.
  [ChainId.SEPOLIA]: [],
  [ChainId.FINDORA]: [],
  [ChainId.FINDORA_ANVIL]: [],
  [ChainId.HARMONY]: [],
  // Only a build that serves the local chain loads its list (a real chain's build would show it to every user).
  [ChainId.LOCAL]: SERVES_LOCAL_CHAIN ? [LOCAL_LIST_URL] : [],
}

/** Every default list of every chain, each once: the lists state starts with these. */
export const DEFAULT_LIST_OF_LISTS: readonly string[] = [...new Set(Object.values(DEFAULT_LISTS_BY_CHAIN).flat())]

/** Default lists that are switched on from their first load. */
export const DEFAULT_ACTIVE_LIST_URLS: readonly string[] = DEFAULT_LIST_OF_LISTS

/**
 * Tried in this order for ipfs:// and ipns:// lists (and ENS names, which resolve to one of those): public
 * gateways that serve any content, the Protocol Labs ones first. cloudflare-ipfs.com is gone (closed in 2024:
 * it now redirects to ipfs.io and the old host fails), so it is not tried.
 */
export const IPFS_GATEWAYS: readonly string[] = ['https://ipfs.io', 'https://dweb.link', 'https://w3s.link']

/** A list download (headers and body) that takes longer fails, and the next gateway is tried. */
export const LIST_FETCH_TIMEOUT_MS = 15_000

/** The largest list body read: a bigger one is refused before it fills the tab's memory (Uniswap's is ~0.1 MB). */
export const LIST_MAX_BYTES = 5 * 1024 * 1024

/** The spec: lists refresh every 600000 ms while a wallet is connected (and the page is visible). */
export const LIST_REFRESH_MS = 600_000

/** ENS registry on Ethereum mainnet (same address on every network ENS is deployed to). */
export const ENS_REGISTRY_ADDRESS = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
