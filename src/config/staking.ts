// The header's staking menu per chain: each entry's name (an i18n key) and path suffix under /staking.
import { ChainId } from './chains'
import { getDeployment } from './deployments'

export interface StakingMenuEntry {
  /** Translation key of the entry's label. */
  nameKey: string
  /** Suffix appended to /staking, as the spec's per-chain path maps give it. */
  suffix: string
}

export const FARMS_SUFFIX = '/OVPit'
export const SINGLE_SUFFIX = '/single'

const FARMS: StakingMenuEntry = { nameKey: 'nav.farms', suffix: FARMS_SUFFIX }
const SINGLE: StakingMenuEntry = { nameKey: 'nav.singleStaking', suffix: SINGLE_SUFFIX }

// The spec: '/OVPit' on every chain, '/single' on Findora, Goerli and the Anvil testnet (and Sepolia, Goerli's
// successor). A chain with a deployment file lists what it deploys instead (stakingMenu).
export const STAKING_MENU: Readonly<Partial<Record<ChainId, readonly StakingMenuEntry[]>>> = {
  [ChainId.MAINNET]: [FARMS],
  [ChainId.GOERLI]: [FARMS, SINGLE],
  [ChainId.SEPOLIA]: [FARMS, SINGLE],
  [ChainId.FINDORA]: [FARMS, SINGLE],
  [ChainId.FINDORA_ANVIL]: [FARMS, SINGLE],
  [ChainId.HARMONY]: [FARMS],
}

export function stakingMenu(chainId: number, deployment = getDeployment(chainId)): readonly StakingMenuEntry[] {
  if (!deployment) return STAKING_MENU[chainId as ChainId] ?? [FARMS]
  const hasSinglePools = deployment.staking.singlePools.length > 0
  return hasSinglePools ? [FARMS, SINGLE] : [FARMS]
}

export function stakingPath(suffix: string): string {
  return `/staking${suffix}`
}

/**
 * How often a farm's day of Swap events is extended with the blocks since the last read (one getLogs for every
 * shown pair): the fee APR moves slowly, and a read per block would break the node request budget (issue 16).
 */
export const SWAP_LOGS_REFRESH_MS = 120_000
