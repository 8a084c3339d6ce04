// A liquidity position from on-chain numbers: the user's pool tokens (in the wallet and staked in a farm), the
// pooled amount of each token and the share of the pool (spec §3), and how the pool page shows the share (§9).
import { JSBI, type Pair, Percent, type Token, TokenAmount } from '@/sdk'

export interface Position {
  pair: Pair
  /** Pool tokens in the wallet plus staked ones. */
  total: TokenAmount
  wallet: TokenAmount
  staked: TokenAmount
  totalSupply: TokenAmount
  /** The user's share of each reserve, token0 first. */
  pooled: readonly [TokenAmount, TokenAmount]
  /** total / totalSupply. */
  share: Percent
}

const ZERO = JSBI.BigInt(0)

/**
 * The position for `walletRaw` + `stakedRaw` pool tokens of `pair`, or undefined without a total supply or when
 * the user holds none. A total above the supply (a stale read) is capped by the SDK's liquidity value check.
 */
export function computePosition(
  pair: Pair,
  totalSupplyRaw: JSBI | undefined,
  walletRaw: JSBI = ZERO,
  stakedRaw: JSBI = ZERO,
): Position | undefined {
  if (!totalSupplyRaw || !JSBI.greaterThan(totalSupplyRaw, ZERO)) return undefined
  const totalRaw = JSBI.add(walletRaw, stakedRaw)
  if (!JSBI.greaterThan(totalRaw, ZERO) || JSBI.greaterThan(totalRaw, totalSupplyRaw)) return undefined
  const lp = pair.liquidityToken
  const totalSupply = new TokenAmount(lp, totalSupplyRaw)
  const total = new TokenAmount(lp, totalRaw)
  const valueOf = (token: Token) => pair.getLiquidityValue(token, totalSupply, total, false)
  return {
    pair,
    total,
    wallet: new TokenAmount(lp, walletRaw),
    staked: new TokenAmount(lp, stakedRaw),
    totalSupply,
    pooled: [valueOf(pair.token0), valueOf(pair.token1)],
    share: new Percent(totalRaw, totalSupplyRaw),
  }
}

/**
 * A pool share in percent with `decimals` decimals (6 on the position card, 2 in summaries); a positive share
 * that rounds to zero shows as '<0.01' (or '<0.000001' with 6 decimals).
 */
export function formatPoolShare(share: Percent | undefined, decimals: number): string {
  if (!share) return '-'
  const text = share.toFixed(decimals)
  const isPositive = JSBI.greaterThan(share.numerator, ZERO)
  if (isPositive && Number(text) === 0) return `<${(0).toFixed(decimals).slice(0, -1)}1`
  return text
}
