// Which chains route the staking and governance screens (the spec's availability column, plus the local chain).
import { ChainId } from './chains'

/** A route row's availability: every chain, or only the chains that run staking pools or governance. */
export type RouteAvailability = 'all' | 'staking' | 'governance'

// The spec routes single and category staking only on Harmony and voting only on Ethereum; the local
// development chain runs both so they can be developed and tested end to end (issues 7 and 8).
const CHAINS_BY_AVAILABILITY: Record<Exclude<RouteAvailability, 'all'>, readonly ChainId[]> = {
  staking: [ChainId.HARMONY, ChainId.LOCAL],
  governance: [ChainId.MAINNET, ChainId.LOCAL],
}

export function isRouteAvailable(availability: RouteAvailability, chainId: number | undefined): boolean {
  if (availability === 'all') return true
  return chainId !== undefined && CHAINS_BY_AVAILABILITY[availability].includes(chainId)
}
