import { describe, expect, it } from 'vitest'

import { type ChainId, Token } from '@/sdk'
import { BUSD, USDC, VENOM, WBTC, WFRA } from '@/test-support/trades'

import { pairKey, trackedPairCandidates } from './trackedPairs'

const symbols = (pairs: readonly (readonly [Token, Token])[]) => pairs.map(([a, b]) => `${a.symbol}/${b.symbol}`)

describe('pairKey', () => {
  it('is the same in either order', () => {
    expect(pairKey(BUSD, WFRA)).toBe(pairKey(WFRA, BUSD))
    expect(pairKey(BUSD, WFRA)).toBe(`${BUSD.address}-${WFRA.address}`.toLowerCase())
  })
})

describe('trackedPairCandidates', () => {
  it('pairs the bases with each other and every token with every base, once each, token0 first', () => {
    const pairs = trackedPairCandidates([WFRA, BUSD], [WFRA, BUSD, USDC, WBTC])
    expect(symbols(pairs)).toEqual(['BUSD/WFRA', 'WFRA/USDC', 'BUSD/USDC', 'WFRA/WBTC', 'BUSD/WBTC'])
    for (const [a, b] of pairs) expect(a.sortsBefore(b)).toBe(true)
  })

  it('puts the saved pairs first, without duplicating a base combination', () => {
    const pairs = trackedPairCandidates(
      [WFRA, BUSD],
      [USDC],
      [
        [WBTC, VENOM],
        [WFRA, BUSD],
      ],
    )
    expect(symbols(pairs)).toEqual(['WBTC/VENOM', 'BUSD/WFRA', 'WFRA/USDC', 'BUSD/USDC'])
  })

  it('skips a token paired with itself and tokens of another chain', () => {
    const otherChain = new Token(1 as ChainId, USDC.address, 6, 'USDC')
    expect(trackedPairCandidates([BUSD], [BUSD, otherChain], [[USDC, USDC]])).toEqual([])
  })

  it('gives nothing without bases or saved pairs', () => {
    expect(trackedPairCandidates([], [BUSD, USDC])).toEqual([])
  })
})
