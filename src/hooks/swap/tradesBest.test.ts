import { describe, expect, it } from 'vitest'

import { ETHER, type Pair } from '@/sdk'
import { BUSD, pair, units, USDC, VENOM, WBTC, WFRA } from '@/test-support/trades'

import { bestTradeExactIn, bestTradeExactOut, pairCombinations, uniquePairs } from './tradesBest'

describe('pairCombinations', () => {
  it('pairs the two tokens with each other, with each base, and the bases among themselves, once each', () => {
    const combos = pairCombinations(WBTC, USDC, [WFRA, BUSD])
    const keys = combos.map(([a, b]) => [a.symbol, b.symbol].sort().join('/')).sort()
    expect(keys).toEqual(['BUSD/USDC', 'BUSD/WBTC', 'BUSD/WFRA', 'USDC/WBTC', 'USDC/WFRA', 'WBTC/WFRA'])
  })
  it('skips a token paired with itself and works without bases', () => {
    expect(pairCombinations(WFRA, BUSD, [WFRA]).map(([a, b]) => [a.symbol, b.symbol])).toEqual([['WFRA', 'BUSD']])
    expect(pairCombinations(BUSD, BUSD, [])).toEqual([])
    expect(pairCombinations(undefined, BUSD, [WFRA])).toEqual([])
  })
})

describe('uniquePairs', () => {
  it('keeps one pair per liquidity token', () => {
    const a = pair(units(WFRA, 1), units(BUSD, 1))
    const b = pair(units(BUSD, 2), units(WFRA, 2))
    expect(uniquePairs([a, b])).toEqual([a])
  })
})

describe('best trade over hops', () => {
  const wfraBusd = pair(units(WFRA, 1000), units(BUSD, 10000))
  const busdUsdc = pair(units(BUSD, 100000), units(USDC, 100000))
  const wfraWbtc = pair(units(WFRA, 1000), units(WBTC, 1))
  const pairs: Pair[] = [wfraBusd, busdUsdc, wfraWbtc]

  it('finds a 3-hop route when needed, and none in single-hop mode', () => {
    const trade = bestTradeExactIn(pairs, units(WBTC, '0.01'), USDC)
    expect(trade?.route.path.map((t) => t.symbol)).toEqual(['WBTC', 'WFRA', 'BUSD', 'USDC'])
    expect(bestTradeExactIn(pairs, units(WBTC, '0.01'), USDC, 1)).toBeNull()
    expect(bestTradeExactIn(pairs, units(WBTC, '0.01'), USDC, 2)).toBeNull()
  })
  it('routes the native coin through its wrapped token, exact output too', () => {
    const trade = bestTradeExactOut(pairs, ETHER, units(USDC, 5))
    expect(trade?.inputAmount.currency).toBe(ETHER)
    expect(trade?.route.pairs).toHaveLength(2)
  })
  it('keeps the shorter route unless the longer one is better by 50 bps', () => {
    const direct = pair(units(WFRA, 1000), units(VENOM, 10000))
    const slightlyBetter = [pair(units(WFRA, 1000), units(BUSD, 1000)), pair(units(BUSD, 1000), units(VENOM, 10060))]
    const muchBetter = [pair(units(WFRA, 1000), units(BUSD, 1000)), pair(units(BUSD, 1000), units(VENOM, 10200))]
    expect(bestTradeExactIn([direct, ...slightlyBetter], units(WFRA, 1), VENOM)?.route.pairs).toHaveLength(1)
    expect(bestTradeExactIn([direct, ...muchBetter], units(WFRA, 1), VENOM)?.route.pairs).toHaveLength(2)
  })
  it('gives null without pairs or amounts', () => {
    expect(bestTradeExactIn([], units(WFRA, 1), BUSD)).toBeNull()
    expect(bestTradeExactIn(pairs, undefined, BUSD)).toBeNull()
    expect(bestTradeExactOut(pairs, WFRA, undefined)).toBeNull()
  })
})
