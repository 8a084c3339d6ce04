import { describe, expect, it } from 'vitest'

import { combinedTaxBps, slippageCoveringTax, type TradeRiskInput, tradeRiskPlan } from './tradeRisk'

const taxed = (taxBps: number) => ({ risk: 'transfer-tax' as const, taxBps })
const honeypot = { risk: 'sell-reverts' as const, taxBps: 0 }
const clean = { risk: 'none' as const, taxBps: 0 }
const unknown = { risk: 'unknown' as const, taxBps: 0 }

const trade = (overrides: Partial<TradeRiskInput>): TradeRiskInput => ({
  input: 'listed',
  output: 'listed',
  exactOutput: false,
  isExpertMode: false,
  sellRevertsAcknowledged: false,
  allowedSlippageBips: 50,
  ...overrides,
})

describe('combinedTaxBps', () => {
  it('is either tax alone, and compounds both, rounded up', () => {
    expect(combinedTaxBps(0, 0)).toBe(0)
    expect(combinedTaxBps(500, 0)).toBe(500)
    expect(combinedTaxBps(0, 500)).toBe(500)
    // 0.95 × 0.95 = 0.9025
    expect(combinedTaxBps(500, 500)).toBe(975)
    // 0.9999 × 0.9999 = 0.99980001: the lost 1.9999 bps count as 2
    expect(combinedTaxBps(1, 1)).toBe(2)
  })

  it('never keeps less than nothing', () => {
    expect(combinedTaxBps(10_000, 500)).toBe(10_000)
  })
})

describe('slippageCoveringTax', () => {
  it('leaves the slippage as it is without a tax', () => {
    expect(slippageCoveringTax(50, 0)).toBe(50)
  })

  it('widens it so that the minimum is at most what arrives after the tax', () => {
    // (1.005 / 0.95) − 1 = 5.789…%, rounded up to 579 bps
    expect(slippageCoveringTax(50, 500)).toBe(579)
    for (const [slippage, tax] of [
      [0, 1],
      [50, 500],
      [10, 9_999],
      [4_999, 3_333],
    ]) {
      const widened = slippageCoveringTax(slippage, tax)
      const quote = 10n ** 24n
      // The SDK's minimum with the widened slippage, against the least that arrives once the tax is taken from what
      // the user's own slippage allows.
      const minimum = (quote * 10_000n) / BigInt(10_000 + widened)
      const leastArriving = (((quote * 10_000n) / BigInt(10_000 + slippage)) * BigInt(10_000 - tax)) / 10_000n
      expect(minimum).toBeLessThanOrEqual(leastArriving)
      // …and not by more than the rounding of one basis point.
      expect(leastArriving - minimum).toBeLessThanOrEqual(quote / 10_000n)
    }
  })

  it('bounds to almost nothing a tax that keeps it all', () => {
    expect(slippageCoveringTax(50, 10_000)).toBe(10_050 * 10_000 - 10_000)
  })
})

describe('tradeRiskPlan', () => {
  it('changes nothing for listed tokens, clean ones and ones the node could not check', () => {
    for (const side of ['listed', clean, unknown] as const)
      expect(tradeRiskPlan(trade({ input: side, output: side }))).toEqual({
        taxBps: 0,
        slippageBips: 50,
        feeOnTransfer: false,
      })
  })

  it('trades a taxed token, bought or sold, through the fee-on-transfer functions with the tax in the slippage', () => {
    const expected = { taxBps: 500, slippageBips: 579, feeOnTransfer: true }
    expect(tradeRiskPlan(trade({ output: taxed(500) }))).toEqual(expected)
    expect(tradeRiskPlan(trade({ input: taxed(500) }))).toEqual(expected)
    expect(tradeRiskPlan(trade({ input: taxed(500), output: taxed(500) })).taxBps).toBe(975)
  })

  it('refuses an exact output with a taxed token: no router function can guarantee it', () => {
    expect(tradeRiskPlan(trade({ output: taxed(500), exactOutput: true })).error).toBe('taxedExactOutput')
    expect(tradeRiskPlan(trade({ input: taxed(100), exactOutput: true })).error).toBe('taxedExactOutput')
    expect(tradeRiskPlan(trade({ exactOutput: true })).error).toBeUndefined()
  })

  it('waits while either side is being checked', () => {
    expect(tradeRiskPlan(trade({ input: 'checking' })).error).toBe('checkingToken')
    expect(tradeRiskPlan(trade({ output: 'checking', input: honeypot })).error).toBe('checkingToken')
  })

  it('buys a token that cannot be sold only in expert mode, once acknowledged', () => {
    expect(tradeRiskPlan(trade({ output: honeypot })).error).toBe('sellRevertsNeedsExpertMode')
    expect(tradeRiskPlan(trade({ output: honeypot, sellRevertsAcknowledged: true })).error).toBe(
      'sellRevertsNeedsExpertMode',
    )
    expect(tradeRiskPlan(trade({ output: honeypot, isExpertMode: true })).error).toBe('sellRevertsUnacknowledged')
    expect(
      tradeRiskPlan(trade({ output: honeypot, isExpertMode: true, sellRevertsAcknowledged: true })).error,
    ).toBeUndefined()
  })

  it('does not offer to sell a token whose sale reverts', () => {
    expect(tradeRiskPlan(trade({ input: honeypot, isExpertMode: true })).error).toBe('inputCannotBeSold')
  })
})
