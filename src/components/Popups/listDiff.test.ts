import type { TokenInfo } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'

import { diffLists, versionLabel } from './listDiff'

const token = (address: string, symbol: string, extra: Partial<TokenInfo> = {}): TokenInfo => ({
  chainId: 1,
  address,
  symbol,
  name: symbol,
  decimals: 18,
  ...extra,
})
const A = `0x${'aa'.repeat(20)}`
const B = `0x${'bb'.repeat(20)}`
const C = `0x${'cc'.repeat(20)}`

describe('diffLists', () => {
  it('finds added, removed and changed tokens, addresses compared case-insensitively', () => {
    const diff = diffLists(
      { tokens: [token(A, 'AAA'), token(B, 'BBB')] },
      { tokens: [token(A.toUpperCase().replace('0X', '0x'), 'AAA', { decimals: 6 }), token(C, 'CCC')] },
    )
    expect(diff.added.map((t) => t.symbol)).toEqual(['CCC'])
    expect(diff.removed.map((t) => t.symbol)).toEqual(['BBB'])
    expect(diff.changed).toBe(1)
  })

  it('sees no change between equal lists and tells chains apart', () => {
    expect(diffLists({ tokens: [token(A, 'AAA')] }, { tokens: [token(A, 'AAA')] })).toEqual({
      added: [],
      removed: [],
      changed: 0,
    })
    const diff = diffLists({ tokens: [token(A, 'AAA')] }, { tokens: [token(A, 'AAA', { chainId: 5 })] })
    expect(diff.added).toHaveLength(1)
    expect(diff.removed).toHaveLength(1)
  })

  it('labels versions', () => {
    expect(versionLabel({ major: 1, minor: 2, patch: 3 })).toBe('v1.2.3')
  })
})
