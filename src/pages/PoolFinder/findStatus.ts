// What the pair finder says (spec §2, Find pair): a pure decision from the wallet, the selection and the pair's state.
import { PairState } from '@/hooks/liquidity/pairs'

export type FindStatus = 'connect' | 'selectToken' | 'loading' | 'invalid' | 'notFound' | 'noLiquidity' | 'found'

export interface FindInput {
  hasAccount: boolean
  /** Both selectors have a currency. */
  hasBothCurrencies: boolean
  pairState: PairState
  /** Whether either reserve is above zero (a pair with both reserves 0 counts as missing, spec §4). */
  hasReserves: boolean
  /** Pool tokens in the wallet or staked in a farm. */
  hasPosition: boolean
  /** The account's pool-token balance or stake is still being read. */
  isPositionLoading: boolean
}

export function findStatus(input: FindInput): FindStatus {
  if (!input.hasAccount) return 'connect'
  if (!input.hasBothCurrencies) return 'selectToken'
  switch (input.pairState) {
    case PairState.INVALID:
      return 'invalid'
    case PairState.LOADING:
      return 'loading'
    case PairState.NOT_EXISTS:
      return 'notFound'
    case PairState.EXISTS:
      if (!input.hasReserves) return 'notFound'
      if (input.hasPosition) return 'found'
      return input.isPositionLoading ? 'loading' : 'noLiquidity'
  }
}

/** Statuses whose pair exists with liquidity: the finder imports it into the user's tracked pairs. */
export function isImportable(status: FindStatus): boolean {
  return status === 'found' || status === 'noLiquidity'
}
