import { afterEach, describe, expect, it } from 'vitest'

import { setFormatLocale } from '@/i18n/formatLocale'

import { localizeBasisPoints, localizeDecimal, localizePercent } from './localizeNumber'

// What Intl itself writes for a number a float holds exactly (separators vary between ICU versions).
const intl = (locale: string, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 20, ...options }).format(value)
const percent = (locale: string, value: number) =>
  intl(locale, value, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 20 })

afterEach(() => setFormatLocale('en'))

describe('localizeDecimal', () => {
  it('leaves English exactly as the SDK wrote it', () => {
    for (const text of ['1234.56', '0.000001', '<0.000001', '-12', '123456789012345678901234567890.5'])
      expect(localizeDecimal(text, 'en')).toBe(text)
  })

  it('uses the language separators, exactly, however long the number', () => {
    expect(localizeDecimal('1234.56', 'de')).toBe('1.234,56')
    expect(localizeDecimal('1234.56', 'ru')).toMatch(/^1\s234,56$/u)
    expect(localizeDecimal('1234.56', 'zh-CN')).toBe('1,234.56')
    for (const locale of ['es', 'fr', 'pt-BR', 'ru', 'zh-TW', 'ja', 'ko', 'vi', 'tr']) {
      expect(localizeDecimal('1234.56', locale)).toBe(intl(locale, 1234.56))
      expect(localizeDecimal('1234567.000001', locale)).toBe(intl(locale, 1234567.000001))
      expect(localizeDecimal('0.5', locale)).toBe(intl(locale, 0.5))
    }
    expect(localizeDecimal('123456789012345678901234567890.123456789012345678', 'de')).toBe(
      '123.456.789.012.345.678.901.234.567.890,123456789012345678',
    )
  })

  it('follows the language grouping rules (Spanish groups from five digits)', () => {
    expect(localizeDecimal('1234.5', 'es')).toBe('1234,5')
    expect(localizeDecimal('12345.5', 'es')).toBe('12.345,5')
  })

  it('keeps the "<" of tiny amounts and the sign', () => {
    expect(localizeDecimal('<0.000001', 'ru')).toBe('<0,000001')
    expect(localizeDecimal('-0.5', 'de')).toBe('-0,5')
    expect(localizeDecimal('7', 'fr')).toBe('7')
  })

  it('returns anything that is not a plain decimal untouched', () => {
    for (const text of ['', '-', '1e21', 'NaN', '1,5', '.5', ' 1.5']) expect(localizeDecimal(text, 'de')).toBe(text)
  })

  it('defaults to the current language', () => {
    expect(localizeDecimal('1.5')).toBe('1.5')
    setFormatLocale('de')
    expect(localizeDecimal('1.5')).toBe('1,5')
  })
})

describe('localizePercent', () => {
  it('is the plain English form in English', () => {
    expect(localizePercent('1.23', 'en')).toBe('1.23%')
    expect(localizePercent('<0.01', 'en')).toBe('<0.01%')
    expect(localizePercent('100', 'en')).toBe('100%')
  })

  it('puts the percent sign where the language does', () => {
    expect(localizePercent('1.23', 'fr')).toMatch(/^1,23\s%$/u)
    expect(localizePercent('1.23', 'tr')).toBe('%1,23')
    expect(localizePercent('1.23', 'ja')).toBe('1.23%')
    expect(localizePercent('<0.01', 'tr')).toBe('<%0,01')
    for (const locale of ['es', 'de', 'fr', 'pt-BR', 'ru', 'zh-CN', 'ko', 'vi', 'tr']) {
      expect(localizePercent('1.25', locale)).toBe(percent(locale, 0.0125))
      expect(localizePercent('12345.5', locale)).toBe(percent(locale, 123.455))
    }
  })

  it('defaults to the current language', () => {
    setFormatLocale('pt-BR')
    expect(localizePercent('0.5')).toBe('0,5%')
  })
})

describe('localizeBasisPoints', () => {
  it('drops trailing zeros only after the point', () => {
    expect(localizeBasisPoints(500, 'en')).toBe('5%')
    expect(localizeBasisPoints(50, 'en')).toBe('0.5%')
    expect(localizeBasisPoints(125, 'en')).toBe('1.25%')
    expect(localizeBasisPoints(1000, 'en')).toBe('10%')
    expect(localizeBasisPoints(10_000, 'en')).toBe('100%')
    expect(localizeBasisPoints(0, 'en')).toBe('0%')
  })

  it("uses the locale's signs", () => {
    expect(localizeBasisPoints(150, 'fr')).toBe(localizePercent('1.5', 'fr'))
  })
})
