import { describe, expect, it } from 'vitest'

import { type ChainId, Pair, Token, TokenAmount } from '@/sdk'

import { type BurnInputs, deriveBurnInfo } from './derive'
import { BurnField } from './slice'

const CHAIN = 31337 as ChainId
const A = new Token(CHAIN, '0x0000000000000000000000000000000000000001', 18, 'AAA')
const B = new Token(CHAIN, '0x0000000000000000000000000000000000000002', 6, 'BBB')
// Reserves 1000 A and 2000 B; 100 pool tokens in all, the account holds 10 (10% of the pool).
const pair = new Pair(
  new TokenAmount(A, (1000n * 10n ** 18n).toString()),
  new TokenAmount(B, (2000n * 10n ** 6n).toString()),
)
const lp = (amount: bigint) => new TokenAmount(pair.liquidityToken, (amount * 10n ** 18n).toString())

function inputs(field: BurnField, typedValue: string, overrides: Partial<BurnInputs> = {}): BurnInputs {
  return {
    state: { independentField: field, typedValue },
    pair,
    tokenA: A,
    tokenB: B,
    userLiquidity: lp(10n),
    totalSupply: lp(100n),
    hasAccount: true,
    isBalanceCurrent: true,
    ...overrides,
  }
}

describe('deriveBurnInfo', () => {
  it('values the whole position as its share of the reserves', () => {
    const info = deriveBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, '0'))
    expect(info.liquidityValueA?.toExact()).toBe('100')
    expect(info.liquidityValueB?.toExact()).toBe('200')
    expect(info.error).toBe('enterAmount')
    expect(info.parsedAmounts[BurnField.LIQUIDITY]).toBeUndefined()
  })

  it('a percent gives pool tokens and both amounts', () => {
    const { parsedAmounts, error } = deriveBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, '25'))
    expect(parsedAmounts[BurnField.LIQUIDITY]?.toExact()).toBe('2.5')
    expect(parsedAmounts[BurnField.CURRENCY_A]?.toExact()).toBe('25')
    expect(parsedAmounts[BurnField.CURRENCY_B]?.toExact()).toBe('50')
    expect(error).toBeUndefined()
  })

  it('pool tokens typed give the percent and the amounts', () => {
    const { parsedAmounts } = deriveBurnInfo(inputs(BurnField.LIQUIDITY, '5'))
    expect(parsedAmounts[BurnField.LIQUIDITY_PERCENT].toFixed(0)).toBe('50')
    expect(parsedAmounts[BurnField.CURRENCY_B]?.toExact()).toBe('100')
  })

  it('either currency typed gives the others, in the right decimals', () => {
    const fromB = deriveBurnInfo(inputs(BurnField.CURRENCY_B, '20')).parsedAmounts
    expect(fromB[BurnField.LIQUIDITY_PERCENT].toFixed(0)).toBe('10')
    expect(fromB[BurnField.CURRENCY_A]?.toExact()).toBe('10')
    expect(fromB[BurnField.LIQUIDITY]?.toExact()).toBe('1')
    const fromA = deriveBurnInfo(inputs(BurnField.CURRENCY_A, '100')).parsedAmounts
    expect(fromA[BurnField.LIQUIDITY]?.toExact()).toBe('10')
  })

  it('more than the position, or junk, is nothing', () => {
    expect(deriveBurnInfo(inputs(BurnField.LIQUIDITY, '11')).error).toBe('enterAmount')
    expect(deriveBurnInfo(inputs(BurnField.CURRENCY_A, '100.1')).parsedAmounts[BurnField.LIQUIDITY]).toBeUndefined()
    expect(deriveBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, '')).error).toBe('enterAmount')
  })

  it('takes no amount from a balance read before the latest transaction, though it still shows it', () => {
    const info = deriveBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, '100', { isBalanceCurrent: false }))
    expect(info.error).toBe('enterAmount')
    expect(info.parsedAmounts[BurnField.LIQUIDITY]?.toExact()).toBe('10')
  })

  it('asks for a wallet first', () => {
    expect(deriveBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, '25', { hasAccount: false })).error).toBe('connectWallet')
  })

  it('knows nothing without the pair or the supply', () => {
    const info = deriveBurnInfo(inputs(BurnField.LIQUIDITY_PERCENT, '25', { pair: null, totalSupply: undefined }))
    expect(info.liquidityValueA).toBeUndefined()
    expect(info.error).toBe('enterAmount')
  })
})
