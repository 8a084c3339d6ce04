import { describe, expect, it } from 'vitest'

import { explorerAddressUrl } from './explorer'

describe('explorerAddressUrl', () => {
  it('builds the address page with or without a trailing slash', () => {
    expect(explorerAddressUrl('https://evm.findorascan.io', '0xabc')).toBe('https://evm.findorascan.io/address/0xabc')
    expect(explorerAddressUrl('https://etherscan.io/', '0xabc')).toBe('https://etherscan.io/address/0xabc')
  })
})
