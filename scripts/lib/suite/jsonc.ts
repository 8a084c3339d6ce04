// JSON with comments, as the deploy configs are written: `//` and `/* */` comments and trailing commas are
// dropped (outside strings) before JSON.parse, so an operator can annotate a config without a parser package.

/** The text with comments blanked out (newlines kept, so JSON.parse's positions still point at the right line). */
export function stripComments(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const char = text[i]
    if (char === '"') {
      const end = stringEnd(text, i)
      out += text.slice(i, end)
      i = end
    } else if (text.startsWith('//', i)) {
      while (i < text.length && text[i] !== '\n') i++
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2)
      if (end < 0) throw new SyntaxError('Unterminated /* comment')
      out += text.slice(i, end + 2).replace(/[^\n]/g, ' ')
      i = end + 2
    } else {
      out += char
      i++
    }
  }
  return out
}

/** Index just past the string literal that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1
  while (i < text.length) {
    if (text[i] === '\\') i += 2
    else if (text[i] === '"') return i + 1
    else i++
  }
  throw new SyntaxError('Unterminated string')
}

/** A comma followed only by whitespace before `}` or `]` (the text has no comments and strings are skipped). */
function stripTrailingCommas(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    if (text[i] === '"') {
      const end = stringEnd(text, i)
      out += text.slice(i, end)
      i = end
      continue
    }
    if (text[i] === ',') {
      let j = i + 1
      while (j < text.length && /\s/.test(text[j])) j++
      if (text[j] === '}' || text[j] === ']') {
        i++
        continue
      }
    }
    out += text[i]
    i++
  }
  return out
}

export function parseJsonc(text: string): unknown {
  return JSON.parse(stripTrailingCommas(stripComments(text)))
}
