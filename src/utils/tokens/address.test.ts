import { expect, it } from 'vitest'

import { isAddress } from './address'

it('returns the checksummed address for 0x + 40 hex digits', () => {
  expect(isAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  expect(isAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
})

it('refuses anything else, including a wrong checksum', () => {
  for (const value of [
    undefined,
    null,
    42,
    '',
    '0x',
    '70997970c51812dc3a010c7d01b50e0d17dc79c8',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79c8',
    ' 0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    '0x70997970c51812dc3a010c7d01b50e0d17dc79c8aa',
  ]) {
    expect(isAddress(value)).toBe(false)
  }
})
