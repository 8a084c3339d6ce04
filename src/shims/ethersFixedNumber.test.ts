import { formatFixed as ethersFormatFixed, parseFixed as ethersParseFixed } from '@ethersproject/bignumber'
import { describe, expect, it } from 'vitest'

import { formatFixed, parseFixed } from './ethersFixedNumber'

describe('fixednumber shim', () => {
  it('formats like ethers', () => {
    const cases: [string, number][] = [
      ['0', 0],
      ['0', 18],
      ['1', 18],
      ['1000000000000000000', 18],
      ['1234567890123456789012', 18],
      ['-1500000', 6],
      ['42', 0],
      ['100', 2],
    ]
    for (const [value, decimals] of cases) expect(formatFixed(value, decimals)).toBe(ethersFormatFixed(value, decimals))
  })

  it('parses like ethers, and refuses what ethers refuses', () => {
    for (const [value, decimals] of [
      ['1.5', 18],
      ['-0.000001', 6],
      ['12', 0],
      ['.5', 2],
      ['3.', 2],
    ] as const) {
      expect(parseFixed(value, decimals).toString()).toBe(ethersParseFixed(value, decimals).toString())
    }
    for (const [value, decimals] of [
      ['1.234', 2],
      ['1.2.3', 18],
      ['abc', 18],
      ['.', 18],
      ['1', 300],
    ] as const) {
      expect(() => ethersParseFixed(value, decimals)).toThrow()
      expect(() => parseFixed(value, decimals)).toThrow()
    }
  })
})
