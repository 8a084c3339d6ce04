import { formatBytes32String } from '@ethersproject/strings'
import { describe, expect, it } from 'vitest'

import { parseStringOrBytes32 } from './tokensBytes32'

describe('parseStringOrBytes32', () => {
  it('prefers the string result', () => {
    expect(parseStringOrBytes32('DAI', formatBytes32String('X'), 'Unknown')).toBe('DAI')
  })
  it('decodes a bytes32 result', () => {
    expect(parseStringOrBytes32(undefined, formatBytes32String('MKR'), 'Unknown')).toBe('MKR')
    expect(parseStringOrBytes32('', formatBytes32String('MKR'), 'Unknown')).toBe('MKR')
  })
  it('falls back on zero bytes, garbage or nothing', () => {
    expect(parseStringOrBytes32(undefined, `0x${'0'.repeat(64)}`, 'Unknown')).toBe('Unknown')
    expect(parseStringOrBytes32(undefined, '0x1234', 'Unknown')).toBe('Unknown')
    expect(parseStringOrBytes32(undefined, `0x${'f'.repeat(64)}`, 'Unknown')).toBe('Unknown')
    expect(parseStringOrBytes32(undefined, undefined, 'Unknown')).toBe('Unknown')
  })
})
