import { describe, expect, it } from 'vitest'

import { rational } from '@/utils/pricing/rational'

import { formatFeeUsd, formatNativeFee, networkFeeUsd, networkFeeWei } from './networkFee'

const GWEI = 10n ** 9n

describe('networkFeeWei', () => {
  it('is gas times gas price', () => {
    expect(networkFeeWei(21_000n, 2n * GWEI)).toBe(42_000n * GWEI)
    expect(networkFeeWei(0n, GWEI)).toBe(0n)
  })

  it('refuses negative inputs', () => {
    expect(networkFeeWei(-1n, GWEI)).toBeUndefined()
    expect(networkFeeWei(21_000n, -1n)).toBeUndefined()
  })
})

describe('formatNativeFee', () => {
  it('shows four significant digits', () => {
    expect(formatNativeFee(123_456n * 10n ** 10n, 18)).toBe('0.001235')
    expect(formatNativeFee(12_345_678n * 10n ** 18n, 18)).toBe('12350000')
    expect(formatNativeFee(10n ** 15n, 18)).toBe('0.001')
  })

  it('says "<0.000001" for a positive fee below that, and 0 for none', () => {
    expect(formatNativeFee(999_999_999_999n, 18)).toBe('<0.000001')
    expect(formatNativeFee(10n ** 12n, 18)).toBe('0.000001')
    expect(formatNativeFee(123_456n * 10n ** 10n, 18, 'ru')).toBe('0,001235')
    expect(formatNativeFee(999_999_999_999n, 18, 'de')).toBe('<0,000001')
    expect(formatNativeFee(0n, 18)).toBe('0')
  })

  it('follows the coin decimals', () => {
    expect(formatNativeFee(1_500_000n, 6)).toBe('1.5')
  })
})

describe('networkFeeUsd and formatFeeUsd', () => {
  it('prices the fee at the native coin price', () => {
    const usd = networkFeeUsd(2n * 10n ** 16n, 18, rational(3n, 2n))
    expect(usd).toEqual(rational(3n, 100n))
    expect(formatFeeUsd(usd)).toBe('$0.03')
  })

  it('is unknown while the coin is unpriced', () => {
    expect(networkFeeUsd(10n ** 18n, 18, undefined)).toBeUndefined()
    expect(formatFeeUsd(undefined)).toBeUndefined()
  })

  it('says "<$0.01" for a positive fee under a cent, "$0.00" for none', () => {
    expect(formatFeeUsd(networkFeeUsd(10n ** 12n, 18, rational(1n)))).toBe('<$0.01')
    expect(formatFeeUsd(rational(0n))).toBe('$0.00')
  })

  it('formats for the locale', () => {
    expect(formatFeeUsd(rational(1234n, 100n), 'de')).toBe('12,34\u00a0$')
  })
})
