import { describe, expect, it } from 'vitest'

import { rational } from '@/utils/pricing/rational'

import { apr, blocksPerYear, formatApr } from './apr'

const r = (numerator: bigint, denominator = 1n) => rational(numerator, denominator)!

describe('blocksPerYear', () => {
  it('is (60 / block time) × 60 × 24 × 365', () => {
    expect(blocksPerYear(2)).toEqual(r(15_768_000n))
    expect(blocksPerYear(16)).toEqual(r(1_971_000n))
    expect(blocksPerYear(12)).toEqual(r(2_628_000n))
    expect(blocksPerYear(1.5)).toEqual(r(21_024_000n))
  })
})

describe('apr', () => {
  it('is reward price × reward per block × blocks per year ÷ total staked value', () => {
    // 0.5 USD × 1 VENOM a block × 1,971,000 blocks ÷ 1,000,000 USD staked
    expect(
      apr({
        rewardUsdPrice: r(1n, 2n),
        rewardPerBlock: r(1n),
        blocksPerYear: r(1_971_000n),
        totalStakedUsd: r(1_000_000n),
      }),
    ).toEqual(r(9855n, 10_000n))
  })

  it('is undefined without a price or a stake', () => {
    const base = { rewardUsdPrice: r(1n), rewardPerBlock: r(1n), blocksPerYear: r(100n), totalStakedUsd: r(10n) }
    expect(apr({ ...base, rewardUsdPrice: undefined })).toBeUndefined()
    expect(apr({ ...base, totalStakedUsd: undefined })).toBeUndefined()
    expect(apr({ ...base, totalStakedUsd: r(0n) })).toBeUndefined()
  })

  it('formats as a percentage', () => {
    expect(formatApr(r(9855n, 10_000n))).toBe('98.55%')
    expect(formatApr(r(25n, 2n))).toBe('1,250.00%')
    expect(formatApr(undefined)).toBe('-')
    expect(formatApr(r(25n, 2n), 'de')).toBe(
      `1.250,00${new Intl.NumberFormat('de', { style: 'percent' }).format(1).slice(3)}`,
    )
    expect(formatApr(r(9855n, 10_000n), 'tr')).toBe('%98,55')
  })
})
