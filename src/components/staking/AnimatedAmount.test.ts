import { describe, expect, it } from 'vitest'

import { COUNT_UP_MS, countUpValue } from './AnimatedAmount'

describe('countUpValue', () => {
  it('moves linearly from the old to the new value over one second', () => {
    expect(COUNT_UP_MS).toBe(1000)
    expect(countUpValue(1, 3, 0)).toBe(1)
    expect(countUpValue(1, 3, 500)).toBe(2)
    expect(countUpValue(1, 3, 1000)).toBe(3)
    expect(countUpValue(1, 3, 5000)).toBe(3)
  })
})
