// Which candidate pairs the pool page lists: those whose pool token the account holds in the wallet or in a farm.
import { JSBI, type TokenAmount } from '@/sdk'
import type { TokenPair } from '@/utils/liquidity/trackedPairs'

const ZERO = JSBI.BigInt(0)

export interface HeldLiquidity {
  pair: TokenPair
  /** The pair's pool token. */
  address: string
  /** Raw pool tokens in the wallet and staked in farms (zero when unknown). */
  wallet: JSBI
  stake: JSBI
}

/**
 * The candidates with pool tokens in the wallet or staked, in candidate order; `lpAddresses[i]` is the pool token
 * of `candidates[i]`. Balances and stakes of other pool tokens are ignored.
 */
export function heldLiquidity(
  candidates: readonly TokenPair[],
  lpAddresses: readonly string[],
  balances: Readonly<{ [lpAddress: string]: TokenAmount | undefined }>,
  stakes: Readonly<{ [lpAddress: string]: JSBI }>,
): HeldLiquidity[] {
  return candidates.flatMap((pair, i) => {
    const address = lpAddresses[i]
    const wallet = balances[address]?.raw ?? ZERO
    const stake = stakes[address] ?? ZERO
    return JSBI.greaterThan(wallet, ZERO) || JSBI.greaterThan(stake, ZERO) ? [{ pair, address, wallet, stake }] : []
  })
}
