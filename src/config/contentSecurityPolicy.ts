// The production build's Content-Security-Policy, built from the chain config at build time (scripts/lib/cspPlugin):
// `connect-src` allows any https and wss host (users add token lists from any https URL or ENS name, and wallets talk
// to their own relays), plus the plain-http origins the config names, and plain http on loopback on any port (the local
// chain's nodes, and the node a user runs on their own computer: connection/rpc/userNode takes plain http there and
// nowhere else). Scripts stay limited to the app's own origin: what a fetched list says is data, never code.
import { type ChainId, CHAINS, DEFAULT_CHAIN_ID } from './chains'
import { DEFAULT_LISTS_BY_CHAIN, IPFS_GATEWAYS } from './lists'
import { isLoopbackHost, LOOPBACK_HOSTS } from './loopback'
import { NATIVE_USD_PRICE_URL } from './prices'
import { injectedSupportedChainIds } from './wallets'

export interface CspInputs {
  /** RPC URLs of every chain the build serves. */
  rpcUrls: readonly string[]
  /** Default list URLs of those chains and the IPFS gateways lists are read through. */
  listUrls: readonly string[]
  priceUrls: readonly string[]
  walletConnect: boolean
  /** The WalletConnect relay the build names (VITE_WALLETCONNECT_RELAY_URL): a ws:// one needs its origin here. */
  walletConnectRelayUrl?: string
  fortmatic: boolean
}

/** Every https and wss host: a list on any host, a wallet's relay, an RPC behind any https URL. */
const SECURE_SCHEMES = ['https:', 'wss:']
/** A node on this computer, on any port: the user's own (Settings), the local chain's (each test worker has one). */
const LOOPBACK_SOURCES = LOOPBACK_HOSTS.map((host) => `http://${host}:*`)
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com']
const FORTMATIC_FRAMES = ['https://x2.fortmatic.com', 'https://auth.fortmatic.com']

/** The origin of a plain-http or ws URL the config names; https/wss ones are covered by their scheme. */
function insecureOriginOf(url: string): string | undefined {
  try {
    const { protocol, origin } = new URL(url)
    return ['http:', 'ws:'].includes(protocol) ? origin : undefined
  } catch {
    return undefined
  }
}

/** An http origin on loopback, which the loopback sources cover (a ws:// one they do not). */
const isLoopbackHttp = (origin: string) => {
  const { protocol, hostname } = new URL(origin)
  return protocol === 'http:' && isLoopbackHost(hostname)
}

/** Sorted and unique, so the policy is stable from build to build. */
export function connectSources(inputs: CspInputs): string[] {
  const relay = inputs.walletConnect && inputs.walletConnectRelayUrl ? [inputs.walletConnectRelayUrl] : []
  const urls = [...inputs.rpcUrls, ...inputs.listUrls, ...inputs.priceUrls, ...relay]
  const named = urls
    .map(insecureOriginOf)
    .filter((origin): origin is string => origin !== undefined && !isLoopbackHttp(origin))
  return ["'self'", ...SECURE_SCHEMES, ...[...new Set([...named, ...LOOPBACK_SOURCES])].sort()]
}

export function frameSources(inputs: CspInputs): string[] {
  const frames = [...(inputs.walletConnect ? WALLETCONNECT_FRAMES : []), ...(inputs.fortmatic ? FORTMATIC_FRAMES : [])]
  return frames.length > 0 ? frames : ["'none'"]
}

export function contentSecurityPolicy(inputs: CspInputs): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Token and list logos come from any https host (or IPFS through a gateway); they are images, never scripts.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connectSources(inputs).join(' ')}`,
    `frame-src ${frameSources(inputs).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ')
}

/** The chains a build serves: its default chain and those an injected wallet may use (the spec's §9 rule). */
export function servedChains(defaultChainId: ChainId): ChainId[] {
  return [...new Set([defaultChainId, ...injectedSupportedChainIds(defaultChainId)])]
}

/** The policy of this build, from the chain config as the build's environment sets it. */
export function buildContentSecurityPolicy(): string {
  const chains = servedChains(DEFAULT_CHAIN_ID)
  return contentSecurityPolicy({
    rpcUrls: chains.flatMap((chainId) => CHAINS[chainId].rpcUrls),
    listUrls: [...chains.flatMap((chainId) => DEFAULT_LISTS_BY_CHAIN[chainId]), ...IPFS_GATEWAYS],
    priceUrls: [NATIVE_USD_PRICE_URL],
    walletConnect: Boolean(import.meta.env.VITE_WALLETCONNECT_PROJECT_ID),
    walletConnectRelayUrl: import.meta.env.VITE_WALLETCONNECT_RELAY_URL,
    fortmatic: Boolean(import.meta.env.VITE_FORTMATIC_KEY),
  })
}
