import { describe, expect, it } from 'vitest'

import { makeList, TOKEN_A, TOKEN_C } from '@/test-support/tokenLists'

import { validateTokenList } from './validateTokenList'

describe('validateTokenList', () => {
  it('returns a valid list, tags and logos included', () => {
    const list = {
      ...makeList([{ ...TOKEN_A, tags: ['stable'], logoURI: 'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM' }]),
      tags: { stable: { name: 'Stablecoin', description: 'Pegged to a currency' } },
      keywords: ['test'],
      logoURI: 'https://example.com/logo.png',
    }
    expect(validateTokenList(list)).toBe(list)
  })

  it('reports every schema error with its path', () => {
    const bad = { ...makeList(), name: '', version: { major: -1, minor: 0, patch: 0 }, timestamp: 'yesterday' }
    expect(() => validateTokenList(bad)).toThrow(/^Token list failed validation: /)
    try {
      validateTokenList(bad)
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('/name must NOT have fewer than 1 characters')
      expect(message).toContain('/timestamp must match format "date-time"')
      expect(message).toContain('/version/major must be >= 0')
      expect(message.split('; ').length).toBeGreaterThanOrEqual(3)
    }
  })

  it('rejects non-lists', () => {
    expect(() => validateTokenList(null)).toThrow('Token list failed validation: must be object')
    expect(() => validateTokenList({ ...makeList(), tokens: [] })).toThrow(
      'Token list failed validation: /tokens must NOT have fewer than 1 items',
    )
    expect(() => validateTokenList(makeList([{ ...TOKEN_A, address: '0x1234' }]))).toThrow(
      /Token list failed validation: \/tokens\/0\/address must match pattern/,
    )
  })

  it("rejects the same chain and address twice: 'Duplicate tokens.'", () => {
    expect(() => validateTokenList(makeList([TOKEN_A, TOKEN_C, { ...TOKEN_A, symbol: 'DAI2' }]))).toThrow(
      'Duplicate tokens.',
    )
    expect(() =>
      validateTokenList(makeList([TOKEN_A, { ...TOKEN_A, address: TOKEN_A.address.toLowerCase() }])),
    ).toThrow('Duplicate tokens.')
    // the same address on another chain is another token
    expect(() => validateTokenList(makeList([TOKEN_A, { ...TOKEN_A, chainId: 5 }]))).not.toThrow()
  })
})
