// Keystroke to rendered quote with reserves loaded: each typed amount is parsed, the best trade over the local
// demo pools is searched (1..3 hops, FRA → USDC goes through BUSD), its price breakdown computed, and the swap
// page's panels, price line and details re-render with the result. Reports p50/p95 (target p95 ≤ 30 ms).
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useMemo, useState } from 'react'
import { afterAll, describe, expect, it } from 'vitest'

import { CurrencyInputPanel } from '@/components/CurrencyInputPanel'
import LOCAL from '@/config/deployments/local.json'
import { bestTradeExactIn } from '@/hooks/swap/tradesBest'
import { AdvancedSwapDetails } from '@/pages/Swap/AdvancedSwapDetails'
import { TradePrice } from '@/pages/Swap/TradePrice'
import { type ChainId, ETHER, Pair, Token, TokenAmount, WETH } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'
import { tryParseAmount } from '@/utils/format/tryParseAmount'
import { computeTradePriceBreakdown, warningSeverity } from '@/utils/swap/tradePrices'

import { report } from './percentiles'

const CHAIN_ID = 31337 as ChainId
const token = (symbol: keyof typeof LOCAL.tokens, decimals: number) =>
  new Token(CHAIN_ID, LOCAL.tokens[symbol], decimals, symbol, symbol)
const BUSD = token('BUSD', 18)
const USDC = token('USDC', 6)
const WBTC = token('WBTC', 8)
const VENOM = token('VENOM', 18)
const FOT = token('FOT', 18)
const WFRA = WETH[CHAIN_ID]

// The demo pools (scripts/lib/demo.ts), as the multicall would have loaded them.
const amount = (t: Token, value: string) => new TokenAmount(t, (BigInt(value) * 10n ** BigInt(t.decimals)).toString())
const PAIRS = [
  new Pair(amount(WFRA, '50000'), amount(BUSD, '100000')),
  new Pair(amount(VENOM, '200000'), amount(BUSD, '100000')),
  new Pair(amount(VENOM, '100000'), amount(WFRA, '25000')),
  new Pair(amount(USDC, '100000'), amount(BUSD, '100000')),
  new Pair(amount(WBTC, '2'), amount(WFRA, '60000')),
  new Pair(amount(FOT, '20000'), amount(WFRA, '10000')),
]

/** The swap page's data path for an exact-input FRA → USDC quote, without the chain reads (already loaded). */
function QuoteHarness() {
  const [typed, setTyped] = useState('')
  const parsed = useMemo(() => tryParseAmount(typed, ETHER), [typed])
  const trade = useMemo(() => bestTradeExactIn(PAIRS, parsed, USDC) ?? undefined, [parsed])
  const { priceImpactWithoutFee, realizedLPFee } = useMemo(() => computeTradePriceBreakdown(trade), [trade])
  const [inverted, setInverted] = useState(false)
  return (
    <>
      <CurrencyInputPanel
        testId="swap-input"
        label="From"
        value={typed}
        onUserInput={setTyped}
        showMaxButton={false}
        currency={ETHER}
      />
      <CurrencyInputPanel
        testId="swap-output"
        label="To"
        value={trade?.outputAmount.toSignificant(6) ?? ''}
        onUserInput={() => {}}
        showMaxButton={false}
        currency={USDC}
      />
      {trade ? (
        <>
          <TradePrice price={trade.executionPrice} showInverted={inverted} setShowInverted={setInverted} />
          <AdvancedSwapDetails
            trade={trade}
            details={{
              allowedSlippage: 50,
              priceImpact: priceImpactWithoutFee,
              severity: warningSeverity(priceImpactWithoutFee),
              realizedLPFee,
            }}
          />
        </>
      ) : null}
    </>
  )
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

afterAll(() => cleanup())

describe('swap quote', () => {
  it('computes the trade per keystroke (no rendering)', () => {
    for (const value of keystrokes())
      computeTradePriceBreakdown(bestTradeExactIn(PAIRS, tryParseAmount(value, ETHER), USDC))
    const samples: number[] = []
    for (let round = 0; round < 5; round++) {
      for (const value of keystrokes()) {
        const start = performance.now()
        const trade = bestTradeExactIn(PAIRS, tryParseAmount(value, ETHER), USDC)
        computeTradePriceBreakdown(trade)
        samples.push(performance.now() - start)
      }
    }
    report('best trade + price breakdown per keystroke (6 demo pools, 1..3 hops)', samples)
    expect(samples.length).toBeGreaterThan(0)
  })

  it('renders the quote per keystroke', () => {
    renderWithProviders(<QuoteHarness />)
    const input = screen.getAllByTestId('amount-input')[0]
    const output = screen.getAllByTestId('amount-input')[1] as HTMLInputElement

    const type = (value: string) =>
      act(() => {
        fireEvent.change(input, { target: { value } })
      })

    // Warm-up: the first renders compile the components and the SDK's paths.
    for (const value of keystrokes()) type(value)

    const samples: number[] = []
    let quoted = 0
    for (let round = 0; round < 5; round++) {
      for (const value of keystrokes()) {
        const start = performance.now()
        type(value)
        // The quote is on screen once act() returns (React flushed the render).
        if (output.value !== '') quoted++
        samples.push(performance.now() - start)
      }
    }
    report('keystroke to rendered quote (FRA → BUSD → USDC, 6 demo pools, 1..3 hops)', samples)
    expect(quoted).toBeGreaterThan(0)
    type('10')
    expect(screen.getByTestId('swap-route').textContent).toContain('BUSD')
  })
})
