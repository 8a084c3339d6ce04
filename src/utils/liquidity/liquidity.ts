// Add-liquidity arithmetic (pure): the amount the pool's ratio asks for on the other side, the pool tokens a
// deposit mints, the resulting pool share and how it is shown, and the slippage minimums sent to the router.
import {
  type Currency,
  CurrencyAmount,
  ETHER,
  InsufficientInputAmountError,
  JSBI,
  Pair,
  Percent,
  Price,
  TokenAmount,
  wrappedCurrency,
  wrappedCurrencyAmount,
} from '@/sdk'

const ZERO = JSBI.BigInt(0)
const BIPS_BASE = JSBI.BigInt(10_000)
const ONE_BIP = new Percent(JSBI.BigInt(1), BIPS_BASE)

/**
 * What the other side must be for an amount at the pool's current ratio (the router's quote), as the other
 * currency (the native coin, not its wrapped token, when that is the other side). Undefined without a pair.
 */
export function dependentAmount(
  pair: Pair | null | undefined,
  independentAmount: CurrencyAmount | undefined,
  dependentCurrency: Currency | undefined,
  chainId: number,
): CurrencyAmount | undefined {
  const wrappedIndependent = wrappedCurrencyAmount(independentAmount, chainId)
  const dependentToken = wrappedCurrency(dependentCurrency, chainId)
  if (!pair || !wrappedIndependent || !dependentToken) return undefined
  if (!pair.involvesToken(wrappedIndependent.token) || !pair.involvesToken(dependentToken)) return undefined
  if (JSBI.equal(pair.reserve0.raw, ZERO) || JSBI.equal(pair.reserve1.raw, ZERO)) return undefined
  const quoted = pair.priceOf(wrappedIndependent.token).quote(wrappedIndependent)
  return dependentCurrency === ETHER ? CurrencyAmount.ether(quoted.raw) : quoted
}

/** Price of A in B: from the typed amounts for a new pool, from the reserves otherwise. */
export function mintPrice(
  noLiquidity: boolean,
  pair: Pair | null | undefined,
  currencyA: Currency | undefined,
  amountA: CurrencyAmount | undefined,
  amountB: CurrencyAmount | undefined,
  chainId: number,
): Price | undefined {
  if (noLiquidity) {
    if (!amountA || !amountB) return undefined
    return new Price(amountA.currency, amountB.currency, amountA.raw, amountB.raw)
  }
  const tokenA = wrappedCurrency(currencyA, chainId)
  if (!pair || !tokenA || !pair.involvesToken(tokenA)) return undefined
  if (JSBI.equal(pair.reserve0.raw, ZERO) || JSBI.equal(pair.reserve1.raw, ZERO)) return undefined
  return pair.priceOf(tokenA)
}

/**
 * Pool tokens minted for a deposit: proportional to the supply, or sqrt(a·b) − 1000 for the first deposit
 * (a null pair or zero supply). Undefined while the supply of an existing pair is unknown or when the first
 * deposit is too small to mint anything.
 */
export function expectedLiquidityMinted(
  pair: Pair | null | undefined,
  totalSupply: TokenAmount | undefined,
  amountA: TokenAmount | undefined,
  amountB: TokenAmount | undefined,
): TokenAmount | undefined {
  if (!amountA || !amountB || amountA.token.equals(amountB.token)) return undefined
  const isNew = !pair || (totalSupply !== undefined && JSBI.equal(totalSupply.raw, ZERO))
  const target = isNew ? new Pair(new TokenAmount(amountA.token, ZERO), new TokenAmount(amountB.token, ZERO)) : pair
  const supply = isNew ? new TokenAmount(target.liquidityToken, ZERO) : totalSupply
  if (!supply) return undefined
  try {
    return target.getLiquidityMinted(supply, amountA, amountB)
  } catch (error) {
    if (error instanceof InsufficientInputAmountError) return undefined
    throw error
  }
}

/** Share of the pool after the deposit: minted / (supply + minted); 100% for the first deposit. */
export function poolShareAfterDeposit(
  liquidityMinted: TokenAmount | undefined,
  totalSupply: TokenAmount | undefined,
): Percent | undefined {
  if (!liquidityMinted) return undefined
  const supply = totalSupply ? totalSupply.raw : ZERO
  return new Percent(liquidityMinted.raw, JSBI.add(supply, liquidityMinted.raw))
}

/** The spec's pool share text (without '%'): '100' for a new pool, '<0.01' below one bip, else 2 decimals. */
export function formatPoolShare(share: Percent | undefined, noLiquidity: boolean): string {
  if (noLiquidity) return '100'
  if (!share) return '0'
  if (share.lessThan(ONE_BIP)) return '<0.01'
  return share.toFixed(2)
}

/** The least of an amount a transaction accepts: amount × (1 − slippage), rounded down. */
export function slippageMinimum(amount: CurrencyAmount, slippageBips: number): JSBI {
  if (!Number.isInteger(slippageBips) || slippageBips < 0 || slippageBips > 10_000) {
    throw new Error('Unexpected slippage value')
  }
  return JSBI.divide(JSBI.multiply(amount.raw, JSBI.BigInt(10_000 - slippageBips)), BIPS_BASE)
}

/**
 * The router's amountAMin and amountBMin: the user's slippage below each amount, except for a new pool, where
 * no slippage is allowed (the deposit itself sets the price, so the router takes the amounts as they are; a
 * pool created by someone else in the meantime makes the call revert instead of depositing at their price).
 */
export function liquidityMinimums(
  amountA: CurrencyAmount,
  amountB: CurrencyAmount,
  noLiquidity: boolean,
  slippageBips: number,
): [JSBI, JSBI] {
  const bips = noLiquidity ? 0 : slippageBips
  return [slippageMinimum(amountA, bips), slippageMinimum(amountB, bips)]
}
