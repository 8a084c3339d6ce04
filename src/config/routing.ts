// Which chains route the staking and governance screens: the chain's deployment file decides where there is one
// (a route shows when the contracts behind it are deployed); the spec's availability lists rule the other chains.
import { ChainId } from './chains'
import { type Deployment, getDeployment } from './deployments'

/** A route row's availability: every chain, or only chains with farms, single-token pools or governance. */
export type RouteAvailability = 'all' | 'staking' | 'single' | 'governance'

// The spec: single and category staking are routed only on Harmony, voting only on Ethereum.
const SPEC_CHAINS: Record<Exclude<RouteAvailability, 'all'>, readonly ChainId[]> = {
  staking: [ChainId.HARMONY],
  single: [ChainId.HARMONY],
  governance: [ChainId.MAINNET],
}

function deployed(availability: Exclude<RouteAvailability, 'all'>, deployment: Deployment): boolean {
  if (availability === 'staking') return Boolean(deployment.staking.masterBreeder)
  if (availability === 'single') return deployment.staking.singlePools.length > 0
  return Boolean(deployment.governance.governor)
}

export function isRouteAvailable(
  availability: RouteAvailability,
  chainId: number | undefined,
  deployment = getDeployment(chainId),
): boolean {
  if (availability === 'all') return true
  if (deployment) return deployed(availability, deployment)
  return chainId !== undefined && SPEC_CHAINS[availability].includes(chainId)
}
