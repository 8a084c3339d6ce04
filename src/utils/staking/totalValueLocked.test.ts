import { describe, expect, it } from 'vitest'

import { rational } from '@/utils/pricing/rational'

import { totalValueLocked } from './totalValueLocked'

describe('totalValueLocked', () => {
  it('sums the deposits once every one is known', () => {
    expect(totalValueLocked([rational(1n, 2n), rational(3n, 4n), rational(0n)])).toEqual(rational(5n, 4n))
    expect(totalValueLocked([rational(1n), undefined])).toBeUndefined()
    expect(totalValueLocked([])).toBeUndefined()
  })
})
