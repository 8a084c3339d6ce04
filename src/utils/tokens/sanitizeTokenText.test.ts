import { describe, expect, it } from 'vitest'

import {
  MAX_NAME_LENGTH,
  MAX_SYMBOL_LENGTH,
  sanitizeTokenName,
  sanitizeTokenSymbol,
  sanitizeTokenText,
  UNKNOWN_NAME,
  UNKNOWN_SYMBOL,
} from './sanitizeTokenText'

describe('sanitizeTokenText', () => {
  it('keeps ordinary names and symbols as they are', () => {
    expect(sanitizeTokenSymbol('USDC')).toBe('USDC')
    expect(sanitizeTokenName('USD Coin')).toBe('USD Coin')
    expect(sanitizeTokenSymbol('WETH.e')).toBe('WETH.e')
    expect(sanitizeTokenName('Ünïcödé Tøken 🦄')).toBe('Ünïcödé Tøken 🦄')
    expect(sanitizeTokenSymbol('日本円')).toBe('日本円')
  })

  it('removes C0 and C1 control characters and folds line breaks and tabs into one space', () => {
    expect(sanitizeTokenSymbol('US\u0000DC\u0007')).toBe('USDC')
    expect(sanitizeTokenName('USD\nCoin\r\n\tfake')).toBe('USD Coin fake')
    expect(sanitizeTokenSymbol('\u001bUSDC\u009b')).toBe('USDC')
    expect(sanitizeTokenSymbol('\u007fX')).toBe('X')
  })

  it('removes bidi overrides, embeddings, isolates and marks (the RTL override U+202E)', () => {
    expect(sanitizeTokenName('USDC\u202Egnp.exe')).toBe('USDCgnp.exe')
    expect(sanitizeTokenSymbol('\u202DUSDC\u202C')).toBe('USDC')
    expect(sanitizeTokenSymbol('\u2067USDC\u2069\u200F\u200E\u061C')).toBe('USDC')
    expect(sanitizeTokenSymbol('\u202AU\u202BS\u2066D\u2068C')).toBe('USDC')
  })

  it('removes every space from a symbol (the schema allows none), keeps single spaces in a name', () => {
    expect(sanitizeTokenSymbol(' US DC\u00a0x ')).toBe('USDCx')
    expect(sanitizeTokenName(' USD  Coin ')).toBe('USD Coin')
  })

  it('removes zero-width spaces, joiners, the byte-order mark, soft hyphens and tag characters', () => {
    expect(sanitizeTokenSymbol('U\u200BS\u200CD\u200DC')).toBe('USDC')
    expect(sanitizeTokenSymbol('\uFEFFUSDC\u2060')).toBe('USDC')
    expect(sanitizeTokenSymbol('US\u00ADDC\u180E')).toBe('USDC')
    expect(sanitizeTokenSymbol('USDC\u{E0041}\u{E007F}')).toBe('USDC')
    expect(sanitizeTokenName('USD\u2028Coin\u2029')).toBe('USD Coin')
  })

  it('collapses runs of spaces and trims', () => {
    expect(sanitizeTokenName('  USD \u00a0\u3000 Coin  ')).toBe('USD Coin')
  })

  it('gives the fallback when nothing is left or the value is not a string', () => {
    expect(sanitizeTokenSymbol('')).toBe(UNKNOWN_SYMBOL)
    expect(sanitizeTokenSymbol('\u200B\u202E\u0000 \t')).toBe(UNKNOWN_SYMBOL)
    expect(sanitizeTokenName('\uFEFF')).toBe(UNKNOWN_NAME)
    expect(sanitizeTokenSymbol(undefined)).toBe(UNKNOWN_SYMBOL)
    expect(sanitizeTokenSymbol(null)).toBe(UNKNOWN_SYMBOL)
    expect(sanitizeTokenSymbol(42)).toBe(UNKNOWN_SYMBOL)
    expect(sanitizeTokenText({ toString: () => 'X' }, 5, '?')).toBe('?')
    expect(sanitizeTokenSymbol('', 'OTHER')).toBe('OTHER')
  })

  it('limits the length as the schema and the storage rules count it, ending a cut text with an ellipsis', () => {
    const long = 'A'.repeat(500)
    const symbol = sanitizeTokenSymbol(long)
    expect(symbol).toHaveLength(MAX_SYMBOL_LENGTH)
    expect(symbol.endsWith('…')).toBe(true)
    expect(sanitizeTokenName(long)).toHaveLength(MAX_NAME_LENGTH)
    expect(sanitizeTokenSymbol('A'.repeat(MAX_SYMBOL_LENGTH))).toBe('A'.repeat(MAX_SYMBOL_LENGTH))
    expect(sanitizeTokenName(`${'word '.repeat(30)}`).endsWith(' …')).toBe(false) // no space before the ellipsis
  })

  it('never splits a surrogate pair when cutting', () => {
    const emoji = '🦄'.repeat(MAX_SYMBOL_LENGTH / 2)
    expect(sanitizeTokenSymbol(emoji)).toBe(emoji)
    const cut = sanitizeTokenSymbol('🦄'.repeat(MAX_SYMBOL_LENGTH))
    expect(cut).toBe(`${'🦄'.repeat(MAX_SYMBOL_LENGTH / 2 - 1)}…`)
    expect(cut.length).toBeLessThanOrEqual(MAX_SYMBOL_LENGTH)
    expect(sanitizeTokenSymbol(`A${'🦄'.repeat(20)}`)).toBe(`A${'🦄'.repeat(9)}…`)
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
  })

  it('counts hidden characters out before the limit, so padding cannot push the visible text out', () => {
    expect(sanitizeTokenSymbol(`${'\u200B'.repeat(100)}USDC`)).toBe('USDC')
  })

  it('leaves markup as plain text (rendering escapes it)', () => {
    expect(sanitizeTokenName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
  })

  it('normalises to NFC, so a decomposed accent counts as one character', () => {
    expect(sanitizeTokenSymbol('E\u0301')).toBe('É')
  })
})
