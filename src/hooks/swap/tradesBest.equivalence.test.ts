// Property test: the one-search selection (with its pair pruning) picks the same trade as the per-hop-count
// selection it replaced (one SDK search per hop count, Uniswap's interface's way), on random pools and amounts.
import { describe, expect, it } from 'vitest'

import { type ChainId, type Currency, CurrencyAmount, ETHER, JSBI, Pair, Token, TokenAmount, Trade } from '@/sdk'
import { WFRA } from '@/test-support/trades'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from '@/utils/swap/isTradeBetter'

import { bestTradeExactIn, bestTradeExactOut } from './tradesBest'

/** The replaced selection, kept here as the reference. */
function perHopCount(maxHops: number, search: (hops: number) => Trade | null): Trade | null {
  if (maxHops <= 1) return search(1)
  let best: Trade | null = null
  for (let hops = 1; hops <= maxHops; hops++) {
    const candidate = search(hops)
    if (isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate
  }
  return best
}

const referenceIn = (pairs: Pair[], amountIn: CurrencyAmount, out: Currency, maxHops: number) =>
  perHopCount(
    maxHops,
    (hops) => Trade.bestTradeExactIn(pairs, amountIn, out, { maxHops: hops, maxNumResults: 1 })[0] ?? null,
  )

const referenceOut = (pairs: Pair[], currencyIn: Currency, amountOut: CurrencyAmount, maxHops: number) =>
  perHopCount(
    maxHops,
    (hops) => Trade.bestTradeExactOut(pairs, currencyIn, amountOut, { maxHops: hops, maxNumResults: 1 })[0] ?? null,
  )

// Deterministic pseudo-random (mulberry32), so a failure names its seed and replays.
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CHAIN = 31337 as ChainId
const TOKENS = [
  WFRA,
  ...Array.from({ length: 6 }, (_, i) => {
    const decimals = [18, 6, 8][i % 3]
    return new Token(CHAIN, `0x${(i + 1).toString(16).padStart(40, '0')}`, decimals, `T${i}`, `Token ${i}`)
  }),
]

/** Random pools among the tokens (sparse to dense), reserves over many magnitudes, some nearly equal prices. */
function randomPools(rand: () => number): Pair[] {
  const pools: Pair[] = []
  const density = 0.2 + rand() * 0.7
  const reserve = (token: Token) => {
    const whole = rand() < 0.1 ? 1n + BigInt(Math.floor(rand() * 3)) : BigInt(Math.floor(10 ** (2 + rand() * 6)))
    return new TokenAmount(token, JSBI.BigInt((whole * 10n ** BigInt(token.decimals)).toString()))
  }
  for (let i = 0; i < TOKENS.length; i++)
    for (let j = i + 1; j < TOKENS.length; j++)
      if (rand() < density) pools.push(new Pair(reserve(TOKENS[i]), reserve(TOKENS[j])))
  // Shuffle: the search order follows the pair order.
  for (let i = pools.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[pools[i], pools[j]] = [pools[j], pools[i]]
  }
  return pools
}

const routeOf = (trade: Trade | null) =>
  trade && {
    path: trade.route.path.map((token) => token.address),
    input: trade.inputAmount.raw.toString(),
    output: trade.outputAmount.raw.toString(),
  }

function amountOf(rand: () => number, currency: Currency): CurrencyAmount {
  const decimals = currency.decimals
  const raw = BigInt(Math.floor(10 ** (rand() * (decimals + 6))))
  const value = JSBI.BigInt((raw + 1n).toString())
  return currency instanceof Token ? new TokenAmount(currency, value) : CurrencyAmount.ether(value)
}

describe('best trade: one search equals one search per hop count', () => {
  it('gives the same route and amounts on 120 random pool sets, both directions, 1 to 3 hops', () => {
    let compared = 0
    const hopsFound = new Set<number>()
    for (let seed = 1; seed <= 120; seed++) {
      const rand = random(seed)
      const pools = randomPools(rand)
      if (pools.length === 0) continue
      const currencies: Currency[] = [ETHER, ...TOKENS.slice(1)]
      const from = currencies[Math.floor(rand() * currencies.length)]
      const to = TOKENS[1 + Math.floor(rand() * (TOKENS.length - 1))]
      if (from === to) continue
      for (const maxHops of [1, 2, 3]) {
        const amountIn = amountOf(rand, from)
        const amountOut = amountOf(rand, to)
        const actualIn = routeOf(bestTradeExactIn(pools, amountIn, to, maxHops))
        const actualOut = routeOf(bestTradeExactOut(pools, from, amountOut, maxHops))
        expect({ seed, maxHops, trade: actualIn }).toEqual({
          seed,
          maxHops,
          trade: routeOf(referenceIn(pools, amountIn, to, maxHops)),
        })
        expect({ seed, maxHops, trade: actualOut }).toEqual({
          seed,
          maxHops,
          trade: routeOf(referenceOut(pools, from, amountOut, maxHops)),
        })
        compared += 2
        for (const trade of [actualIn, actualOut]) if (trade) hopsFound.add(trade.path.length - 1)
      }
    }
    expect(compared).toBeGreaterThan(500)
    expect([...hopsFound].sort()).toEqual([1, 2, 3])
  }, 60_000)
})
