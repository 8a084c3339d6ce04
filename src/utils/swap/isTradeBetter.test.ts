import { describe, expect, it } from 'vitest'

import { JSBI, Percent, Route, Trade, TradeType } from '@/sdk'
import { BUSD, pair, units, USDC, VENOM, WFRA } from '@/test-support/trades'

import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from './isTradeBetter'

const direct = pair(units(WFRA, 1000), units(BUSD, 10000))
const viaVenomA = pair(units(WFRA, 1000), units(VENOM, 1000))
const viaVenomB = pair(units(VENOM, 1000), units(BUSD, 10060))
const usdc = pair(units(USDC, 1000), units(BUSD, 1000))

const amountIn = units(WFRA, 1)
const directTrade = new Trade(new Route([direct], WFRA, BUSD), amountIn, TradeType.EXACT_INPUT)
const twoHopTrade = new Trade(new Route([viaVenomA, viaVenomB], WFRA, BUSD), amountIn, TradeType.EXACT_INPUT)

describe('isTradeBetter', () => {
  it('handles missing trades', () => {
    expect(isTradeBetter(undefined, undefined)).toBeUndefined()
    expect(isTradeBetter(null, directTrade)).toBe(true)
    expect(isTradeBetter(directTrade, null)).toBe(false)
  })
  it('compares execution prices (more output is better)', () => {
    expect(twoHopTrade.outputAmount.greaterThan(directTrade.outputAmount)).toBe(true)
    expect(isTradeBetter(directTrade, twoHopTrade)).toBe(true)
    expect(isTradeBetter(twoHopTrade, directTrade)).toBe(false)
    expect(isTradeBetter(directTrade, directTrade)).toBe(false)
  })
  it('requires the minimum delta (50 bps) to replace', () => {
    // The two-hop trade is better by less than 0.5%.
    const gain = twoHopTrade.executionPrice.raw.divide(directTrade.executionPrice.raw)
    expect(gain.lessThan(new Percent(JSBI.BigInt(10050), JSBI.BigInt(10000)))).toBe(true)
    expect(isTradeBetter(directTrade, twoHopTrade, BETTER_TRADE_LESS_HOPS_THRESHOLD)).toBe(false)
    expect(isTradeBetter(directTrade, twoHopTrade, new Percent(JSBI.BigInt(1), JSBI.BigInt(10000)))).toBe(true)
  })
  it("throws 'Trades are not comparable' for different kinds of trades", () => {
    const exactOut = new Trade(new Route([direct], WFRA, BUSD), units(BUSD, 1), TradeType.EXACT_OUTPUT)
    expect(() => isTradeBetter(directTrade, exactOut)).toThrow('Trades are not comparable')
    const otherOutput = new Trade(new Route([direct, usdc], WFRA, USDC), amountIn, TradeType.EXACT_INPUT)
    expect(() => isTradeBetter(directTrade, otherOutput)).toThrow('Trades are not comparable')
    const otherInput = new Trade(new Route([direct], BUSD, WFRA), units(BUSD, 1), TradeType.EXACT_INPUT)
    expect(() => isTradeBetter(directTrade, otherInput)).toThrow('Trades are not comparable')
  })
})
