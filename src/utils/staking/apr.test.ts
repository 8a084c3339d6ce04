import { describe, expect, it } from 'vitest'

import { apr, blocksPerYear, formatApr } from './apr'

describe('blocksPerYear', () => {
  it('is (60 / block time) × 60 × 24 × 365', () => {
    expect(blocksPerYear(2)).toBe(15_768_000)
    expect(blocksPerYear(16)).toBe(1_971_000)
    expect(blocksPerYear(12)).toBe(2_628_000)
  })
})

describe('apr', () => {
  it('is reward price × reward per block × blocks per year ÷ total staked value', () => {
    // 0.5 USD × 1 VENOM a block × 1,971,000 blocks ÷ 1,000,000 USD staked
    expect(apr({ rewardUsdPrice: 0.5, rewardPerBlock: 1, blocksPerYear: 1_971_000, totalStakedUsd: 1_000_000 })).toBe(
      0.9855,
    )
  })

  it('is undefined without a price or a stake', () => {
    const base = { rewardUsdPrice: 1, rewardPerBlock: 1, blocksPerYear: 100, totalStakedUsd: 10 }
    expect(apr({ ...base, rewardUsdPrice: undefined })).toBeUndefined()
    expect(apr({ ...base, totalStakedUsd: undefined })).toBeUndefined()
    expect(apr({ ...base, totalStakedUsd: 0 })).toBeUndefined()
  })

  it('formats as a percentage', () => {
    expect(formatApr(0.9855)).toBe('98.55%')
    expect(formatApr(12.5)).toBe('1,250.00%')
    expect(formatApr(undefined)).toBe('-')
  })
})
