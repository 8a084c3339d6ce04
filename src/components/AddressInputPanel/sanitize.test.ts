import { describe, expect, it } from 'vitest'

import { sanitizeRecipientInput } from './sanitize'

describe('sanitizeRecipientInput', () => {
  it('removes all whitespace, inside too', () => {
    expect(sanitizeRecipientInput(' 0xAbC \n')).toBe('0xAbC')
    expect(sanitizeRecipientInput('vitalik . eth\t')).toBe('vitalik.eth')
    expect(sanitizeRecipientInput('')).toBe('')
  })
})
