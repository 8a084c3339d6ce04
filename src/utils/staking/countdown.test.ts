import { describe, expect, it } from 'vitest'

import { blocksCountdown, splitSeconds } from './countdown'

describe('splitSeconds', () => {
  it('splits with 86400 s a day, 3600 an hour and 60 a minute', () => {
    expect(splitSeconds(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
    expect(splitSeconds(60)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 })
    expect(splitSeconds(3599)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 })
    expect(splitSeconds(3600)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 })
    expect(splitSeconds(86399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 })
    expect(splitSeconds(86400 * 2 + 3600 * 3 + 60 * 4 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })

  it('never goes below zero and drops fractions', () => {
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(splitSeconds(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 })
  })
})

describe('blocksCountdown', () => {
  it('multiplies blocks by the block time', () => {
    expect(blocksCountdown(199_000, 2)).toEqual({ days: 4, hours: 14, minutes: 33, seconds: 20 })
    expect(blocksCountdown(10, 16)).toEqual({ days: 0, hours: 0, minutes: 2, seconds: 40 })
  })
})
