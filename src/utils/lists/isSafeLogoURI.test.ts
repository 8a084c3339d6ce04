import { describe, expect, it } from 'vitest'

import { isSafeLogoURI } from './isSafeLogoURI'

describe('isSafeLogoURI', () => {
  it.each([
    'https://example.com/logo.png',
    'HTTPS://EXAMPLE.COM/logo.svg',
    'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
    'ipns://tokens.uniswap.org/logo.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  ])('accepts %s', (uri) => expect(isSafeLogoURI(uri)).toBe(true))

  it.each([
    'http://example.com/logo.png',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image',
    'file:///etc/passwd',
    'ftp://example.com/logo.png',
    '//example.com/logo.png',
    'logo.png',
    '',
    undefined,
    null,
  ])('rejects %s', (uri) => expect(isSafeLogoURI(uri)).toBe(false))
})
