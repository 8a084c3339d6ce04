// Token names and symbols come from contracts and lists anyone can publish: before they become Token objects
// they lose the characters that can hide or reorder text, and are cut to a length the layout can show.

/** The token-list schema's limits: a valid list's text passes unchanged. */
export const MAX_SYMBOL_LENGTH = 20
export const MAX_NAME_LENGTH = 60

export const UNKNOWN_SYMBOL = 'UNKNOWN'
export const UNKNOWN_NAME = 'Unknown Token'

// C0 and C1 controls (tab and newlines included: a symbol is one line), the soft hyphen, the Mongolian vowel
// separator, zero-width space, non-joiner and joiner, word joiner and invisible operators, the byte-order mark,
// line and paragraph separators, every bidi mark, embedding, override and isolate (U+202E turns
// 'USDC\u202Egnp.exe' into a different-looking name), interlinear annotations and the Unicode tag block.
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are among those removed
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]/g

// Breaks between words become spaces before the controls go, so 'USD\nCoin' stays two words.
const LINE_BREAKS = /[\t\n\v\f\r\u2028\u2029]/g

const ELLIPSIS = '…'

/**
 * The text without hidden characters, its spaces collapsed (or removed when `allowSpaces` is false), at most
 * `maxLength` UTF-16 units like the schema and the storage rules count, cut between characters (never inside a
 * surrogate pair) and ending with '…' when cut; the fallback when nothing is left.
 */
export function sanitizeTokenText(text: unknown, maxLength: number, fallback: string, allowSpaces = true): string {
  if (typeof text !== 'string') return fallback
  const cleaned = text
    .normalize('NFC')
    .replace(LINE_BREAKS, ' ')
    .replace(HIDDEN, '')
    .replace(/\s+/g, allowSpaces ? ' ' : '')
    .trim()
  if (cleaned.length === 0) return fallback
  if (cleaned.length <= maxLength) return cleaned
  let cut = ''
  for (const character of cleaned) {
    if (cut.length + character.length > maxLength - ELLIPSIS.length) break
    cut += character
  }
  return `${cut.trimEnd()}${ELLIPSIS}`
}

/** A symbol has no spaces (the token-list schema's rule, which stored tokens are held to). */
export function sanitizeTokenSymbol(symbol: unknown, fallback = UNKNOWN_SYMBOL): string {
  return sanitizeTokenText(symbol, MAX_SYMBOL_LENGTH, fallback, false)
}

export function sanitizeTokenName(name: unknown, fallback = UNKNOWN_NAME): string {
  return sanitizeTokenText(name, MAX_NAME_LENGTH, fallback)
}
