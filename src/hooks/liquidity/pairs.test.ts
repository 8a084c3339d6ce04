import { describe, expect, it } from 'vitest'

import { type ChainId, JSBI, Pair, Token, TokenAmount } from '@/sdk'

import { PairState, samePairEntries } from './pairs'

const A = new Token(31337 as ChainId, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'A')
const B = new Token(31337 as ChainId, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 18, 'B')
const pair = (a: number, b: number) => new Pair(new TokenAmount(A, JSBI.BigInt(a)), new TokenAmount(B, JSBI.BigInt(b)))
/** A read of two pairs: the first's reserves (or null), the second still loading unless said. */
const read = (first: Pair | null, second = PairState.LOADING): [PairState, Pair | null][] => [
  [first ? PairState.EXISTS : PairState.NOT_EXISTS, first],
  [second, null],
]

describe('samePairEntries', () => {
  it('holds new objects with the same states and reserves the same, and any moved reserve or state different', () => {
    const before = read(pair(10, 20))
    expect(samePairEntries(before, read(pair(10, 20)))).toBe(true)
    expect(samePairEntries(before, read(pair(10, 21)))).toBe(false)
    expect(samePairEntries(before, read(pair(10, 20), PairState.NOT_EXISTS))).toBe(false)
    expect(samePairEntries(before, read(null))).toBe(false)
    expect(samePairEntries(before, read(pair(10, 20)).slice(0, 1))).toBe(false)
  })
})
