import { describe, expect, it } from 'vitest'

import { formatVoteCount, formatVotes, votePercent } from './votes'

describe('votePercent', () => {
  it('is a whole percent of the total', () => {
    expect(votePercent('1', '2')).toBe(33)
    expect(votePercent('2', '1')).toBe(67)
    expect(votePercent('10000', '0')).toBe(100)
    expect(votePercent('0', '10000')).toBe(0)
  })

  it('is 0 without votes', () => {
    expect(votePercent('0', '0')).toBe(0)
    expect(votePercent('', '')).toBe(0)
  })
})

describe('formatVoteCount', () => {
  it('has no decimals', () => {
    expect(formatVoteCount('1234567.6', 'en-US')).toBe('1,234,568')
    expect(formatVoteCount('999000000.0', 'en-US')).toBe('999,000,000')
    expect(formatVoteCount('0.4', 'en-US')).toBe('0')
    expect(formatVoteCount('12345678901234567890123.1', 'en-US')).toBe('12,345,678,901,234,567,890,123')
  })
})

describe('formatVotes', () => {
  it('keeps 4 significant digits', () => {
    expect(formatVotes('10000.0')).toBe('10000')
    expect(formatVotes('12345.678')).toBe('12350')
    expect(formatVotes('1.23456')).toBe('1.235')
    expect(formatVotes('0.0')).toBe('0')
  })
})
