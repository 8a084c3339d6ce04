// What the pair finder says (spec §2, Find pair): a pure decision from the wallet, the selection and the pair's state.
import { PairState } from '@/hooks/liquidity/pairs'

export enum FindStatus {
  CONNECT = 'connect',
  SELECT_TOKEN = 'selectToken',
  LOADING = 'loading',
  INVALID = 'invalid',
  NOT_FOUND = 'notFound',
  NO_LIQUIDITY = 'noLiquidity',
  FOUND = 'found',
}

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
  if (!input.hasAccount) return FindStatus.CONNECT
  if (!input.hasBothCurrencies) return FindStatus.SELECT_TOKEN
  switch (input.pairState) {
    case PairState.INVALID:
      return FindStatus.INVALID
    case PairState.LOADING:
      return FindStatus.LOADING
    case PairState.NOT_EXISTS:
      return FindStatus.NOT_FOUND
    case PairState.EXISTS:
      if (!input.hasReserves) return FindStatus.NOT_FOUND
      if (input.hasPosition) return FindStatus.FOUND
      return input.isPositionLoading ? FindStatus.LOADING : FindStatus.NO_LIQUIDITY
  }
}

/** Statuses whose pair exists with liquidity: the finder imports it into the user's tracked pairs. */
export function isImportable(status: FindStatus): boolean {
  return status === FindStatus.FOUND || status === FindStatus.NO_LIQUIDITY
}
