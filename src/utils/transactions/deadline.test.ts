import { describe, expect, it } from 'vitest'

import { transactionDeadline } from './deadline'

describe('transactionDeadline', () => {
  it('adds the ttl to the latest block timestamp', () => {
    expect(transactionDeadline(1200, 1000)).toBe(2200)
  })

  it("falls back to this machine's clock, in whole seconds", () => {
    expect(transactionDeadline(1200, undefined, 5_000_999)).toBe(5000 + 1200)
  })
})
