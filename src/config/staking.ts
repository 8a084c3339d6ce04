// The header's staking menu per chain: each entry's name (an i18n key) and path suffix under /staking.
import { ChainId } from './chains'

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

// The spec: '/OVPit' on every chain, '/single' on Findora, Goerli and the Anvil testnet; the local chain
// has both so the farms and single-pool screens can be reached while developing and testing.
export const STAKING_MENU: Readonly<Record<ChainId, readonly StakingMenuEntry[]>> = {
  [ChainId.MAINNET]: [FARMS],
  [ChainId.GOERLI]: [FARMS, SINGLE],
  [ChainId.FINDORA]: [FARMS, SINGLE],
  [ChainId.FINDORA_ANVIL]: [FARMS, SINGLE],
  [ChainId.HARMONY]: [FARMS],
  [ChainId.LOCAL]: [FARMS, SINGLE],
}

export function stakingMenu(chainId: number): readonly StakingMenuEntry[] {
  return STAKING_MENU[chainId as ChainId] ?? [FARMS]
}

export function stakingPath(suffix: string): string {
  return `/staking${suffix}`
}
