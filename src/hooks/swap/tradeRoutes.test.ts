import { describe, expect, it } from 'vitest'

import { ETHER } from '@/sdk'
import { BUSD, pair, units, USDC, VENOM, WBTC, WFRA } from '@/test-support/trades'

import { pairsWithinHops } from './tradeRoutes'

const p = (a: Parameters<typeof units>[0], b: Parameters<typeof units>[0]) => pair(units(a, 100), units(b, 100))
const names = (pairs: ReturnType<typeof p>[]) => pairs.map((x) => `${x.token0.symbol}/${x.token1.symbol}`)

describe('pairsWithinHops', () => {
  // A chain WBTC - WFRA - BUSD - USDC, and VENOM hanging off USDC (beyond the output).
  const chain = [p(WBTC, WFRA), p(WFRA, BUSD), p(BUSD, USDC), p(USDC, VENOM)]

  it('keeps the pairs of routes up to maxHops long, in their order', () => {
    expect(pairsWithinHops(chain, WBTC, USDC, 3)).toEqual(chain.slice(0, 3))
    expect(pairsWithinHops(chain, WFRA, USDC, 3)).toEqual([chain[1], chain[2]])
  })
  it('drops every pair when the output is farther than maxHops', () => {
    expect(pairsWithinHops(chain, WBTC, USDC, 2)).toEqual([])
    expect(pairsWithinHops(chain, WBTC, VENOM, 3)).toEqual([])
  })
  it('keeps only the direct pair in single-hop mode', () => {
    const withDeadEnd = [...chain, p(WBTC, VENOM)]
    expect(names(pairsWithinHops(withDeadEnd, WFRA, BUSD, 1))).toEqual(names([chain[1]]))
  })
  it('wraps the native coin, and gives nothing without pairs', () => {
    expect(pairsWithinHops(chain, ETHER, BUSD, 1)).toEqual([chain[1]])
    expect(pairsWithinHops([], WFRA, BUSD, 3)).toEqual([])
  })
})
