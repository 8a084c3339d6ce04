import { describe, expect, it } from 'vitest'

import { activeListeningKeys, outdatedListeningKeys } from './staleKeys'

describe('activeListeningKeys', () => {
  it('maps each key with listeners to its smallest blocks-per-fetch', () => {
    expect(activeListeningKeys({ 1: { a: { 1: 1, 3: 2 }, b: { 5: 1, 2: 0 }, c: { 4: 0 }, d: { 0: 3 } } }, 1)).toEqual({
      a: 1,
      b: 5,
    })
  })

  it('is empty without listeners or chain', () => {
    expect(activeListeningKeys(undefined, 1)).toEqual({})
    expect(activeListeningKeys({ 1: { a: { 1: 1 } } }, undefined)).toEqual({})
    expect(activeListeningKeys({ 1: { a: { 1: 1 } } }, 2)).toEqual({})
  })
})

describe('outdatedListeningKeys', () => {
  it('fetches nothing without a chain or block', () => {
    expect(outdatedListeningKeys({}, { a: 1 }, 1, undefined)).toEqual([])
    expect(outdatedListeningKeys({}, { a: 1 }, undefined, 5)).toEqual([])
  })

  it('fetches everything when the chain has no results yet', () => {
    expect(outdatedListeningKeys({}, { a: 1, b: 2 }, 1, 10)).toEqual(['a', 'b'])
  })

  it('fetches keys with no data, or data older than blocks-per-fetch allows', () => {
    const results = {
      1: {
        fresh: { data: '0x1', blockNumber: 10 },
        old: { data: '0x1', blockNumber: 9 },
        slow: { data: '0x1', blockNumber: 8 },
        tooSlow: { data: '0x1', blockNumber: 7 },
      },
    }
    expect(outdatedListeningKeys(results, { fresh: 1, old: 1, slow: 3, tooSlow: 3, missing: 1 }, 1, 10).sort()).toEqual(
      ['missing', 'old', 'tooSlow'],
    )
  })

  it('skips keys already being fetched for a recent enough block', () => {
    const results = { 1: { a: { fetchingBlockNumber: 10 }, b: { fetchingBlockNumber: 9, blockNumber: 8 } } }
    expect(outdatedListeningKeys(results, { a: 1, b: 1 }, 1, 10)).toEqual(['b'])
  })
})
