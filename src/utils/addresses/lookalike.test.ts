import { describe, expect, it } from 'vitest'

import { checkRecipient, looksAlike } from './lookalike'

const USED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The same first and last four hex characters, another middle: what a poisoner makes. */
const LOOKALIKE = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8'

describe('looksAlike', () => {
  it('matches a different address on the first and last four hex characters, whatever the case', () => {
    expect(looksAlike(USED, LOOKALIKE)).toBe(true)
    expect(looksAlike(USED.toLowerCase(), LOOKALIKE.toUpperCase().replace('0X', '0x'))).toBe(true)
  })

  it('is not the same address, in any case (a checksum does not make two addresses)', () => {
    expect(looksAlike(USED, USED)).toBe(false)
    expect(looksAlike(USED, USED.toLowerCase())).toBe(false)
  })

  it('needs both ends: three characters in common at either end are not enough', () => {
    expect(looksAlike(USED, '0x7098aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8')).toBe(false)
    expect(looksAlike(USED, '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c9')).toBe(false)
    expect(looksAlike(USED, '0x8099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8')).toBe(false)
  })
})

describe('checkRecipient', () => {
  it('an address used before is known, in any case', () => {
    expect(checkRecipient(USED.toLowerCase(), [USED])).toEqual({ kind: 'known' })
  })

  it('a lookalike names the address used before', () => {
    expect(checkRecipient(LOOKALIKE, ['0x1111111111111111111111111111111111111111', USED])).toEqual({
      kind: 'lookalike',
      usedBefore: USED,
    })
  })

  it('an address used before is known even when it also looks like another used one', () => {
    expect(checkRecipient(LOOKALIKE, [USED, LOOKALIKE])).toEqual({ kind: 'known' })
  })

  it('anything else is a first time, with no history at all too', () => {
    expect(checkRecipient('0x1111111111111111111111111111111111111111', [USED])).toEqual({ kind: 'firstTime' })
    expect(checkRecipient(USED, [])).toEqual({ kind: 'firstTime' })
  })
})
