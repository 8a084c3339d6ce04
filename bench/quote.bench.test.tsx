// Keystroke to rendered quote with reserves loaded, through the app's useTradeExactIn (pairs among the two tokens
// and the config's routing bases, read from the store; 1..3 hops) and the swap card's components: with the 6 demo
// pools (FRA → USDC goes through BUSD) and with 200 pools among 60 tokens. Also the route search alone over all
// 200 pools, once per hop count (the replaced way) and once for all hop counts. Target: quote p95 ≤ 30 ms.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'

import LOCAL from '@/config/deployments/local.json'
import { bestTradeExactIn } from '@/hooks/swap/tradesBest'
import { type Currency, type CurrencyAmount, ETHER, Pair, Token, TokenAmount, Trade, WETH } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'
import { tryParseAmount } from '@/utils/format/tryParseAmount'
import { BETTER_TRADE_LESS_HOPS_THRESHOLD, isTradeBetter } from '@/utils/swap/isTradeBetter'

import { type BenchRow, row, writeBenchRows } from '../scripts/lib/benchResults'
import { percentile, report } from './percentiles'
import { QuoteHarness } from './quoteHarness'
import { CHAIN_ID, loadPools, type PoolSet, poolSet } from './quotePools'

// The app reads the local chain (its deployment holds the routing bases), as a build for it does.
vi.hoisted(() => vi.stubEnv('VITE_DEFAULT_CHAIN_ID', '31337'))

const TARGET_MS = 30
const token = (symbol: keyof typeof LOCAL.tokens, decimals: number) =>
  new Token(CHAIN_ID, LOCAL.tokens[symbol], decimals, symbol, symbol)
const [WFRA, BUSD, USDC, WBTC, VENOM, FOT] = [
  WETH[CHAIN_ID],
  token('BUSD', 18),
  token('USDC', 6),
  token('WBTC', 8),
  token('VENOM', 18),
  token('FOT', 18),
]
const whole = (t: Token, value: string) => new TokenAmount(t, (BigInt(value) * 10n ** BigInt(t.decimals)).toString())
// The demo pools (scripts/lib/demo.ts).
const DEMO: PoolSet = {
  tokens: [WFRA, BUSD, USDC, WBTC, VENOM, FOT],
  pairs: [
    new Pair(whole(WFRA, '50000'), whole(BUSD, '100000')),
    new Pair(whole(VENOM, '200000'), whole(BUSD, '100000')),
    new Pair(whole(VENOM, '100000'), whole(WFRA, '25000')),
    new Pair(whole(USDC, '100000'), whole(BUSD, '100000')),
    new Pair(whole(WBTC, '2'), whole(WFRA, '60000')),
    new Pair(whole(FOT, '20000'), whole(WFRA, '10000')),
  ],
}
const LARGE = poolSet(60, 200)
// Two tokens pooled with every base: the most routes the app's search can meet.
const [FROM, TO] = LARGE.tokens.slice(-56, -54)

/** The replaced selection (one SDK search per hop count), for comparison. */
function perHopCount(pairs: Pair[], amountIn: CurrencyAmount, out: Currency): Trade | null {
  let best: Trade | null = null
  for (let hops = 1; hops <= 3; hops++) {
    const candidate = Trade.bestTradeExactIn(pairs, amountIn, out, { maxHops: hops, maxNumResults: 1 })[0] ?? null
    if (isTradeBetter(best, candidate, BETTER_TRADE_LESS_HOPS_THRESHOLD)) best = candidate
  }
  return best
}

function keystrokes(): string[] {
  const typed: string[] = []
  // Typing amounts digit by digit, then clearing: 1, 12, 12., 12.5, ... as a user does.
  for (const value of ['12.5', '3', '250', '0.75', '1000', '42.42', '7.125', '99']) {
    for (let i = 1; i <= value.length; i++) typed.push(value.slice(0, i))
    typed.push('')
  }
  return typed
}

const rows: BenchRow[] = []
afterAll(() => {
  cleanup()
  writeBenchRows('quote', rows)
})

function measureTyping(pools: PoolSet, input: Currency, output: Currency, name: string): number[] {
  const { store } = renderWithProviders(<QuoteHarness input={input} output={output} />)
  act(() => loadPools(store.dispatch, pools))
  const [field, quote] = screen.getAllByTestId('amount-input') as HTMLInputElement[]
  const type = (value: string) =>
    act(() => {
      fireEvent.input(field, { target: { value } })
    })
  // Warm-up: the first renders compile the components and the SDK's paths.
  for (const value of keystrokes()) type(value)
  const samples: number[] = []
  let quoted = 0
  // Different amounts give different quotes: one quote throughout would mean the keystrokes never reached the page.
  const quotes = new Set<string>()
  for (let round = 0; round < 5; round++) {
    for (const value of keystrokes()) {
      const start = performance.now()
      type(value)
      // The quote is on screen once act() returns (it flushes the render).
      if (quote.value !== '') quoted++
      quotes.add(quote.value)
      samples.push(performance.now() - start)
    }
  }
  const line = report(`keystroke to rendered quote (${name})`, samples)
  rows.push(row(`Keystroke to rendered quote, ${name}, p95`, percentile(samples, 95), 'ms', '<=', TARGET_MS, line))
  expect(quoted).toBeGreaterThan(samples.length / 2)
  expect(quotes.size).toBeGreaterThan(3)
  type('10')
  return samples
}

describe('swap quote', () => {
  it('renders the quote per keystroke with the 6 demo pools', () => {
    measureTyping(DEMO, ETHER, USDC, '6 demo pools, FRA → BUSD → USDC')
    expect(screen.getByTestId('swap-route').textContent).toContain('BUSD')
    cleanup()
  })

  it('renders the quote per keystroke with 200 pools among 60 tokens', () => {
    expect(LARGE.pairs).toHaveLength(200)
    measureTyping(LARGE, FROM, TO, '200 pools among 60 tokens, 1..3 hops through the bases')
    const amount = tryParseAmount('10', FROM)
    const expected = bestTradeExactIn(LARGE.pairs, amount, TO)
    expect(screen.getByTestId('swap-route').textContent).toContain(expected?.route.path[1].symbol)
    cleanup()
  })

  it('searches routes over all 200 pools (1..3 hops): once per hop count vs once', () => {
    const amounts = keystrokes().flatMap((value) => tryParseAmount(value, FROM) ?? [])
    const time = (search: (amount: CurrencyAmount) => Trade | null) => {
      for (const amount of amounts.slice(0, 5)) search(amount)
      return amounts.map((amount) => {
        const start = performance.now()
        search(amount)
        return performance.now() - start
      })
    }
    const before = time((amount) => perHopCount(LARGE.pairs, amount, TO))
    const after = time((amount) => bestTradeExactIn(LARGE.pairs, amount, TO))
    report('route search over all 200 pools, once per hop count (replaced)', before)
    report('route search over all 200 pools, once for 1..3 hops, pruned', after)
    for (const amount of amounts.slice(0, 8))
      expect(bestTradeExactIn(LARGE.pairs, amount, TO)?.route.path).toEqual(
        perHopCount(LARGE.pairs, amount, TO)?.route.path,
      )
  })
})
