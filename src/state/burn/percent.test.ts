import { describe, expect, it } from 'vitest'

import { Percent } from '@/sdk'

import { formatPercentToRemove, parseWholePercent, percentOfText, sliderValue } from './percent'

describe('parseWholePercent', () => {
  it('accepts whole percents 0–100 and rounds fractions', () => {
    expect(parseWholePercent('0')).toBe(0)
    expect(parseWholePercent('25')).toBe(25)
    expect(parseWholePercent(100)).toBe(100)
    expect(parseWholePercent('33.6')).toBe(34)
  })

  it('refuses what is not a percent', () => {
    expect(parseWholePercent('')).toBeUndefined()
    expect(parseWholePercent('101')).toBeUndefined()
    expect(parseWholePercent('-1')).toBeUndefined()
    expect(parseWholePercent('abc')).toBeUndefined()
  })
})

describe('percentOfText', () => {
  it('is the typed share, 0 for junk', () => {
    expect(percentOfText('25').equalTo(new Percent('25', '100'))).toBe(true)
    expect(percentOfText('').equalTo('0')).toBe(true)
    expect(percentOfText('x').equalTo('0')).toBe(true)
  })
})

describe('formatPercentToRemove', () => {
  it("shows '<1' above zero and below one percent", () => {
    expect(formatPercentToRemove(new Percent('0', '100'))).toBe('0')
    expect(formatPercentToRemove(new Percent('1', '1000'))).toBe('<1')
    expect(formatPercentToRemove(new Percent('99', '10000'))).toBe('<1')
    expect(formatPercentToRemove(new Percent('1', '100'))).toBe('1')
    expect(formatPercentToRemove(new Percent('2549', '10000'))).toBe('25')
    expect(formatPercentToRemove(new Percent('1', '1'))).toBe('100')
  })
})

describe('sliderValue', () => {
  it('rounds to whole steps', () => {
    expect(sliderValue(new Percent('2551', '10000'))).toBe(26)
    expect(sliderValue(new Percent('0', '1'))).toBe(0)
  })
})
