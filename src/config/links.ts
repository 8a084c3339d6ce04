// External links: the project's sites and social channels, and each chain's bridge and analytics pages.
import { ChainId } from './chains'

export const SOCIAL_LINKS = {
  website: 'https://venomswap.io',
  docs: 'https://docs.venomswap.io',
  discord: 'https://discord.gg/venomswap',
  twitter: 'https://twitter.com/venomswap',
  facebook: 'https://www.facebook.com/venomswap',
  telegram: 'https://t.me/venomswap',
} as const

export type SocialLink = keyof typeof SOCIAL_LINKS

/** The host the production app is served from: the phishing warning names it. */
export const OFFICIAL_HOST = 'app.venomswap.io'

/** Phishing sites copy the app; on the real host a banner reminds users to check the address bar. */
export function shouldShowUrlWarning(hostname: string): boolean {
  return hostname === OFFICIAL_HOST
}

export interface ChainLinks {
  bridge: string
  /** Charts; the header hides its Charts link on chains without one. */
  analytics?: string
}

const DEFAULT_BRIDGE = 'https://bridge.venomswap.io'

export const CHAIN_LINKS: Readonly<Record<ChainId, ChainLinks>> = {
  [ChainId.MAINNET]: { bridge: DEFAULT_BRIDGE, analytics: 'https://info.venomswap.io/ethereum' },
  [ChainId.GOERLI]: { bridge: DEFAULT_BRIDGE },
  [ChainId.SEPOLIA]: { bridge: DEFAULT_BRIDGE },
  [ChainId.FINDORA]: { bridge: 'https://bridge.findora.org', analytics: 'https://info.venomswap.io/findora' },
  [ChainId.FINDORA_ANVIL]: { bridge: 'https://bridge.findora.org' },
  [ChainId.HARMONY]: { bridge: 'https://bridge.harmony.one', analytics: 'https://info.venomswap.io/harmony' },
  [ChainId.LOCAL]: { bridge: DEFAULT_BRIDGE },
}

export function chainLinks(chainId: number): ChainLinks {
  return CHAIN_LINKS[chainId as ChainId] ?? { bridge: DEFAULT_BRIDGE }
}
