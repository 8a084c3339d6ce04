// USD prices derived on chain: a token against the chain's stable token, else against the native coin (whose USD
// price comes from the price endpoint when reachable, else from its stable pair); liquidity tokens from reserves.

export interface TokenRef {
  address: string
  decimals: number
}

/** Reserves of `a` and `b` in their pair, raw units; undefined when the pair is unknown or empty. */
export type ReservesLookup = (a: string, b: string) => { a: bigint; b: bigint } | undefined

export interface PricingContext {
  stable: TokenRef
  native: TokenRef
  /** From the price endpoint, preferred for the native coin. */
  nativeUsd?: number
  reserves: ReservesLookup
}

const same = (a: TokenRef, b: TokenRef) => a.address.toLowerCase() === b.address.toLowerCase()

/** Raw units as a float of whole tokens (display and APR only). */
export function toNumber(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals
}

/** Price of `token` in `quote`, from their pair's reserves. */
function pairPrice(token: TokenRef, quote: TokenRef, reserves: ReservesLookup): number | undefined {
  const found = reserves(token.address, quote.address)
  if (!found || found.a <= 0n || found.b <= 0n) return undefined
  return toNumber(found.b, quote.decimals) / toNumber(found.a, token.decimals)
}

export function nativeUsdPrice(context: PricingContext): number | undefined {
  return context.nativeUsd ?? pairPrice(context.native, context.stable, context.reserves)
}

export function tokenUsdPrice(token: TokenRef, context: PricingContext): number | undefined {
  if (same(token, context.stable)) return 1
  if (same(token, context.native)) return nativeUsdPrice(context)
  const viaStable = pairPrice(token, context.stable, context.reserves)
  if (viaStable !== undefined) return viaStable
  const inNative = pairPrice(token, context.native, context.reserves)
  const native = nativeUsdPrice(context)
  return inNative !== undefined && native !== undefined ? inNative * native : undefined
}

export interface PairValueInput {
  token0: TokenRef
  token1: TokenRef
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
}

/**
 * USD value of `amount` liquidity tokens: its share of both reserves. A stable side is taken twice (the pair
 * holds equal value on both sides), else both priced sides, else one priced side twice; undefined when unpriced.
 */
export function liquidityUsdValue(pair: PairValueInput, amount: bigint, context: PricingContext): number | undefined {
  if (pair.totalSupply <= 0n) return amount === 0n ? 0 : undefined
  const value0 = toNumber(pair.reserve0, pair.token0.decimals)
  const value1 = toNumber(pair.reserve1, pair.token1.decimals)
  let poolUsd: number | undefined
  if (same(pair.token0, context.stable)) poolUsd = 2 * value0
  else if (same(pair.token1, context.stable)) poolUsd = 2 * value1
  else {
    const price0 = tokenUsdPrice(pair.token0, context)
    const price1 = tokenUsdPrice(pair.token1, context)
    if (price0 !== undefined && price1 !== undefined) poolUsd = value0 * price0 + value1 * price1
    else if (price0 !== undefined) poolUsd = 2 * value0 * price0
    else if (price1 !== undefined) poolUsd = 2 * value1 * price1
  }
  return poolUsd === undefined ? undefined : (poolUsd * Number(amount)) / Number(pair.totalSupply)
}

/** '$1,234.56'; '-' when unknown. */
export function formatUsd(value: number | undefined, locale = 'en'): string {
  if (value === undefined || !Number.isFinite(value)) return '-'
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value)
}
