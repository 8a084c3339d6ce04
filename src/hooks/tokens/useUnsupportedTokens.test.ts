import { describe, expect, it } from 'vitest'

import UNSUPPORTED_LIST from '@/config/unsupportedTokens.json'
import { ETHER, Token } from '@/sdk'
import { validateTokenList } from '@/utils/lists/validateTokenList'

import { isUnsupported } from './useUnsupportedTokens'

describe('the bundled unsupported list', () => {
  it('is a valid token list, version 1.0.0, with one gold-backed 6-decimal token on Ethereum', () => {
    const list = validateTokenList(UNSUPPORTED_LIST)
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(list.tokens).toHaveLength(1)
    expect(list.tokens[0]).toMatchObject({ chainId: 1, decimals: 6, symbol: 'XAUt' })
  })
})

describe('isUnsupported', () => {
  it('is true for the listed token on its chain only', () => {
    const address = '0x4922a015c4407F87432B179bb209e125432E4a2A'
    expect(isUnsupported(new Token(1, address, 6, 'XAUt'))).toBe(true)
    expect(isUnsupported(new Token(5, address, 6, 'XAUt'))).toBe(false)
    expect(isUnsupported(new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI'))).toBe(false)
  })

  it('is false for the native coin and nothing', () => {
    expect(isUnsupported(ETHER)).toBe(false)
    expect(isUnsupported(undefined)).toBe(false)
  })
})
