import { describe, expect, it } from 'vitest'

import { classifyProbe, type ProbeOutcome, shortfallBps } from './tokenRisk'

const clean: ProbeOutcome = {
  bought: true,
  buyQuoted: 1_000_000n,
  buyReceived: 1_000_000n,
  sold: true,
  sellQuoted: 990_000n,
  sellReceived: 990_000n,
}

describe('shortfallBps', () => {
  it('is 0 when what arrived is what was quoted, or more', () => {
    expect(shortfallBps(1000n, 1000n)).toBe(0)
    expect(shortfallBps(1000n, 1001n)).toBe(0)
  })

  it('rounds up, so that any shortfall counts', () => {
    expect(shortfallBps(1_000_000n, 999_999n)).toBe(1)
    expect(shortfallBps(1000n, 950n)).toBe(500)
    expect(shortfallBps(3n, 2n)).toBe(3334)
  })

  it('takes nothing arrived as all kept, and no quote as nothing to compare', () => {
    expect(shortfallBps(1000n, 0n)).toBe(10_000)
    expect(shortfallBps(0n, 0n)).toBe(0)
    expect(shortfallBps(-1n, 5n)).toBe(0)
  })
})

describe('classifyProbe', () => {
  it('a token that arrives as quoted both ways is none', () => {
    expect(classifyProbe(clean)).toEqual({ risk: 'none', taxBps: 0 })
  })

  it('a 5% burn on the buy is a transfer tax of 500 bps', () => {
    expect(classifyProbe({ ...clean, buyReceived: 950_000n, sellQuoted: 940_000n, sellReceived: 900_000n })).toEqual({
      risk: 'transfer-tax',
      taxBps: 500,
    })
  })

  it('a tax on sales only is seen on the sale', () => {
    expect(classifyProbe({ ...clean, sellReceived: 891_000n })).toEqual({ risk: 'transfer-tax', taxBps: 1000 })
  })

  it('a sale that reverts is sell-reverts, whatever the buy did', () => {
    expect(classifyProbe({ ...clean, sold: false, sellReceived: 0n })).toEqual({ risk: 'sell-reverts', taxBps: 0 })
    expect(classifyProbe({ ...clean, buyReceived: 900_000n, sold: false })).toEqual({
      risk: 'sell-reverts',
      taxBps: 1000,
    })
  })

  it('a probe that could not buy, or received nothing, learnt nothing', () => {
    expect(classifyProbe({ ...clean, bought: false })).toEqual({ risk: 'unknown', taxBps: 0 })
    expect(classifyProbe({ ...clean, buyReceived: 0n, sold: false })).toEqual({ risk: 'unknown', taxBps: 0 })
  })
})
