import { describe, expect, it } from 'vitest'

import { JSBI, Percent } from '@/sdk'
import { formatPriceImpact } from '@/utils/format/formatAmount'

import { severityColor } from './severityColor'

const bips = (n: number) => new Percent(JSBI.BigInt(n), JSBI.BigInt(10000))

describe('price impact display', () => {
  it("shows '<0.01%' below one basis point and two decimals otherwise", () => {
    expect(formatPriceImpact(bips(0))).toBe('<0.01%')
    expect(formatPriceImpact(new Percent('1', '1000000'))).toBe('<0.01%')
    expect(formatPriceImpact(bips(1))).toBe('0.01%')
    expect(formatPriceImpact(bips(1234))).toBe('12.34%')
    expect(formatPriceImpact(undefined)).toBe('-')
  })

  it('colours the five levels', () => {
    expect([0, 1, 2, 3, 4].map(severityColor)).toEqual(['success', 'text', 'warning', 'error', 'error'])
  })
})
