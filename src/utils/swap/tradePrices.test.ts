import { describe, expect, it } from 'vitest'

import { CurrencyAmount, ETHER, JSBI, Percent, Route, Trade, TradeType } from '@/sdk'
import { Field } from '@/state/swap/actions'
import { BUSD, pair, units, USDC, WFRA } from '@/test-support/trades'

import {
  calculateSlippageAmount,
  computeSlippageAdjustedAmounts,
  computeTradePriceBreakdown,
  percentToBips,
  warningSeverity,
} from './tradePrices'

const wfraBusd = pair(units(WFRA, 1000), units(BUSD, 10000))
const busdUsdc = pair(units(BUSD, 100000), units(USDC, 100000))
const exactIn = new Trade(new Route([wfraBusd], WFRA, BUSD), units(WFRA, 10), TradeType.EXACT_INPUT)
const twoHops = new Trade(
  new Route([wfraBusd, busdUsdc], ETHER, USDC),
  CurrencyAmount.ether('1000000000000000000'),
  TradeType.EXACT_INPUT,
)
const exactOut = new Trade(new Route([wfraBusd], WFRA, BUSD), units(BUSD, 10), TradeType.EXACT_OUTPUT)

const bips = (n: number) => new Percent(JSBI.BigInt(n), JSBI.BigInt(10000))

describe('computeTradePriceBreakdown', () => {
  it('takes 0.3% per hop as the LP fee', () => {
    const { realizedLPFee } = computeTradePriceBreakdown(exactIn)
    expect(realizedLPFee?.toExact()).toBe('0.03')
    expect(realizedLPFee?.currency).toBe(WFRA)
    // 1 - 0.997^2 = 0.005991
    const twoHop = computeTradePriceBreakdown(twoHops)
    expect(twoHop.realizedLPFee?.raw.toString()).toBe('5991000000000000')
    expect(twoHop.realizedLPFee?.currency).toBe(ETHER)
  })
  it('subtracts the fee from the price impact', () => {
    const { priceImpactWithoutFee } = computeTradePriceBreakdown(exactIn)
    const expected = exactIn.priceImpact.subtract(bips(30))
    expect(priceImpactWithoutFee?.toFixed(4)).toBe(new Percent(expected.numerator, expected.denominator).toFixed(4))
    expect(priceImpactWithoutFee?.toFixed(2)).toBe('0.98') // 10 into 1000: 1.28% impact, 0.30% of it is the fee
  })
  it('is empty without a trade', () => {
    expect(computeTradePriceBreakdown(undefined)).toEqual({
      priceImpactWithoutFee: undefined,
      realizedLPFee: undefined,
    })
  })
})

describe('computeSlippageAdjustedAmounts', () => {
  it('gives the minimum received for exact input and the maximum sold for exact output', () => {
    const inAmounts = computeSlippageAdjustedAmounts(exactIn, 50)
    expect(inAmounts[Field.INPUT]?.raw.toString()).toBe(exactIn.inputAmount.raw.toString())
    // floor(out / 1.005)
    const out = BigInt(exactIn.outputAmount.raw.toString())
    expect(inAmounts[Field.OUTPUT]?.raw.toString()).toBe(((out * 10000n) / 10050n).toString())
    const outAmounts = computeSlippageAdjustedAmounts(exactOut, 100)
    const input = BigInt(exactOut.inputAmount.raw.toString())
    expect(outAmounts[Field.INPUT]?.raw.toString()).toBe(((input * 10100n) / 10000n).toString())
    expect(outAmounts[Field.OUTPUT]?.raw.toString()).toBe(exactOut.outputAmount.raw.toString())
  })
  it('accepts 0 and 10000 basis points', () => {
    expect(computeSlippageAdjustedAmounts(exactIn, 0)[Field.OUTPUT]?.raw.toString()).toBe(
      exactIn.outputAmount.raw.toString(),
    )
    expect(computeSlippageAdjustedAmounts(exactIn, 10000)[Field.OUTPUT]).toBeDefined()
    expect(computeSlippageAdjustedAmounts(undefined, 50)).toEqual({
      [Field.INPUT]: undefined,
      [Field.OUTPUT]: undefined,
    })
  })
  it("throws 'Unexpected slippage value' outside 0..10000", () => {
    for (const bad of [-1, 10001, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => computeSlippageAdjustedAmounts(exactIn, bad)).toThrow('Unexpected slippage value')
  })
})

describe('calculateSlippageAmount', () => {
  it('gives the floor of the lower and upper bounds', () => {
    const [min, max] = calculateSlippageAmount(CurrencyAmount.ether('1000'), 50)
    expect([min.toString(), max.toString()]).toEqual(['995', '1005'])
    expect(() => calculateSlippageAmount(CurrencyAmount.ether('1000'), 10001)).toThrow('Unexpected slippage value')
    expect(() => calculateSlippageAmount(CurrencyAmount.ether('1000'), -1)).toThrow('Unexpected slippage value')
  })
})

describe('warningSeverity', () => {
  it('maps the bands 1%, 3%, 5%, 15% to 0..4 at each boundary', () => {
    const cases: [number, number][] = [
      [0, 0],
      [99, 0],
      [100, 1],
      [299, 1],
      [300, 2],
      [499, 2],
      [500, 3],
      [999, 3],
      [1000, 3],
      [1499, 3],
      [1500, 4],
      [10000, 4],
    ]
    for (const [impact, level] of cases) expect([impact, warningSeverity(bips(impact))]).toEqual([impact, level])
    expect(warningSeverity(new Percent(JSBI.BigInt(-5), JSBI.BigInt(10000)))).toBe(0)
    expect(warningSeverity(undefined)).toBe(4)
  })
})

describe('percentToBips', () => {
  it('keeps fractions of a basis point so thresholds compare exactly', () => {
    expect(percentToBips(new Percent(JSBI.BigInt(200), JSBI.BigInt(10_000)))).toBeCloseTo(200)
    expect(percentToBips(new Percent(JSBI.BigInt(2_000_001), JSBI.BigInt(100_000_000)))).toBeGreaterThan(200)
    expect(percentToBips(undefined)).toBe(0)
  })
})
