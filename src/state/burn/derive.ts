// What the remove form means: from the typed field, the share of the position to burn and every other field's
// amount (pool tokens, each token's share of the reserves), plus the input error the button shows.
import { JSBI, type Pair, Percent, type Token, TokenAmount } from '@/sdk'
import { tryParseAmount } from '@/utils/format/tryParseAmount'

import { percentOfText } from './percent'
import { BurnField, type BurnState } from './slice'

export type BurnInputError = 'connectWallet' | 'enterAmount'

export interface BurnAmounts {
  [BurnField.LIQUIDITY_PERCENT]: Percent
  [BurnField.LIQUIDITY]?: TokenAmount
  [BurnField.CURRENCY_A]?: TokenAmount
  [BurnField.CURRENCY_B]?: TokenAmount
}

export interface BurnInputs {
  state: BurnState
  pair: Pair | null | undefined
  /** The wrapped tokens of the page's currencies A and B. */
  tokenA: Token | undefined
  tokenB: Token | undefined
  /** The account's pool tokens in its wallet. */
  userLiquidity: TokenAmount | undefined
  totalSupply: TokenAmount | undefined
  hasAccount: boolean
  /**
   * The balance was read after the latest transaction sent from here: until then it may be the one that transaction
   * changed (a first removal), and no amount is taken from it.
   */
  isBalanceCurrent: boolean
}

export interface BurnInfo {
  /** The whole position's worth of A and B. */
  liquidityValueA?: TokenAmount
  liquidityValueB?: TokenAmount
  parsedAmounts: BurnAmounts
  error?: BurnInputError
}

const ZERO_PERCENT = new Percent('0', '100')

function liquidityValue(inputs: BurnInputs, token: Token | undefined): TokenAmount | undefined {
  const { pair, totalSupply, userLiquidity } = inputs
  if (!pair || !token || !totalSupply || !userLiquidity || !pair.involvesToken(token)) return undefined
  if (!pair.liquidityToken.equals(totalSupply.token) || !pair.liquidityToken.equals(userLiquidity.token))
    return undefined
  // A stale total supply below the balance would make the SDK throw.
  if (JSBI.lessThan(totalSupply.raw, userLiquidity.raw)) return undefined
  return new TokenAmount(token, pair.getLiquidityValue(token, totalSupply, userLiquidity, false).raw)
}

/** The share that a typed amount is of a whole, or 0 when unparseable or more than the whole. */
function shareOf(typed: string, whole: TokenAmount | undefined): Percent {
  if (!whole || JSBI.equal(whole.raw, JSBI.BigInt(0))) return ZERO_PERCENT
  const amount = tryParseAmount(typed, whole.token)
  if (!amount || amount.greaterThan(whole)) return ZERO_PERCENT
  return new Percent(amount.raw, whole.raw)
}

function portion(whole: TokenAmount | undefined, percent: Percent): TokenAmount | undefined {
  if (!whole || !percent.greaterThan('0')) return undefined
  return new TokenAmount(whole.token, percent.multiply(whole.raw).quotient)
}

export function deriveBurnInfo(inputs: BurnInputs): BurnInfo {
  const { state, userLiquidity, hasAccount } = inputs
  const liquidityValueA = liquidityValue(inputs, inputs.tokenA)
  const liquidityValueB = liquidityValue(inputs, inputs.tokenB)

  const percent =
    state.independentField === BurnField.LIQUIDITY_PERCENT
      ? percentOfText(state.typedValue)
      : state.independentField === BurnField.LIQUIDITY
        ? shareOf(state.typedValue, userLiquidity)
        : shareOf(state.typedValue, state.independentField === BurnField.CURRENCY_A ? liquidityValueA : liquidityValueB)

  const parsedAmounts: BurnAmounts = {
    [BurnField.LIQUIDITY_PERCENT]: percent,
    [BurnField.LIQUIDITY]: portion(userLiquidity, percent),
    [BurnField.CURRENCY_A]: portion(liquidityValueA, percent),
    [BurnField.CURRENCY_B]: portion(liquidityValueB, percent),
  }

  let error: BurnInputError | undefined
  if (!hasAccount) error = 'connectWallet'
  else if (
    !inputs.isBalanceCurrent ||
    !parsedAmounts[BurnField.LIQUIDITY] ||
    !parsedAmounts[BurnField.CURRENCY_A] ||
    !parsedAmounts[BurnField.CURRENCY_B]
  )
    error = 'enterAmount'

  return { liquidityValueA, liquidityValueB, parsedAmounts, error }
}
