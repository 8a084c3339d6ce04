import { describe, expect, it } from 'vitest'

import { logoImageURL } from './logoImageURL'

describe('logoImageURL', () => {
  it('keeps https and data:image URIs as they are', () => {
    expect(logoImageURL('https://example.com/logo.png')).toBe('https://example.com/logo.png')
    expect(logoImageURL('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it('loads ipfs and ipns through the public gateway, whatever the scheme’s case', () => {
    expect(logoImageURL('ipfs://QmHash/logo.png')).toBe('https://ipfs.io/ipfs/QmHash/logo.png')
    expect(logoImageURL('IPFS://QmHash')).toBe('https://ipfs.io/ipfs/QmHash')
    expect(logoImageURL('ipns://tokens.uniswap.org/logo.png')).toBe('https://ipfs.io/ipns/tokens.uniswap.org/logo.png')
  })

  it.each([undefined, null, '', 'http://example.com/logo.png', 'javascript:alert(1)', 'data:text/html,<b>x</b>'])(
    'gives nothing for the unsafe or missing URI %s',
    (uri) => expect(logoImageURL(uri)).toBeUndefined(),
  )
})
