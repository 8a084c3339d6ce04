import { describe, expect, it } from 'vitest'

import { parseJsonc, stripComments } from './jsonc'

describe('parseJsonc', () => {
  it('drops line and block comments and trailing commas', () => {
    const text = `{
      // the wrapped coin
      "a": 1, /* inline */ "b": [1, 2,],
      /* a block
         over two lines */
      "c": { "d": true, },
    }`
    expect(parseJsonc(text)).toEqual({ a: 1, b: [1, 2], c: { d: true } })
  })

  it('keeps comment markers and commas inside strings', () => {
    const text =
      '{ "url": "https://example.org/a//b", "s": "/* not a comment */", "t": "a,}", "q": "say \\"hi\\" // ok" }'
    expect(parseJsonc(text)).toEqual({
      url: 'https://example.org/a//b',
      s: '/* not a comment */',
      t: 'a,}',
      q: 'say "hi" // ok',
    })
  })

  it('keeps line numbers, so a JSON error still points at the right line', () => {
    expect(stripComments('/* x\ny */\n1').split('\n')).toHaveLength(3)
  })

  it('rejects an unterminated comment or string', () => {
    expect(() => parseJsonc('{ /* open')).toThrow('Unterminated /* comment')
    expect(() => parseJsonc('{ "a": "open }')).toThrow('Unterminated string')
  })
})
