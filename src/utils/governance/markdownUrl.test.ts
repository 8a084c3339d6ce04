import { describe, expect, it } from 'vitest'

import { safeMarkdownUrl } from './markdownUrl'

describe('safeMarkdownUrl', () => {
  it('keeps http(s), mailto and relative URLs', () => {
    for (const url of [
      'https://example.org/venom-hackathon',
      'http://example.org',
      'HTTPS://EXAMPLE.ORG',
      'mailto:dao@example.org',
      '/vote/1',
      '#details',
      '?x=1',
      './a:b',
      'docs/page',
    ])
      expect(safeMarkdownUrl(url)).toBe(url)
  })

  it('drops script-running and data schemes, however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org',
      'ipfs://x',
    ])
      expect(safeMarkdownUrl(url)).toBeNull()
  })

  it('drops anything with a colon before its path', () => {
    expect(safeMarkdownUrl('&colon;x:y')).toBeNull()
    expect(safeMarkdownUrl('1javascript:alert(1)')).toBeNull()
  })
})
