import { describe, expect, it } from 'vitest'

import { type CanonicalHeads, followHead, followHeads, type Head, KEPT_HEIGHTS, NO_HEADS } from './canonicalHeads'

/** Block `n` of chain `fork` ('a' canonical), its parent on the same fork below `since`, else on 'a'. */
const block = (n: number, fork = 'a', since = 0): Head => ({
  number: n,
  hash: `${n >= since ? fork : 'a'}${n}`,
  parentHash: `${n - 1 >= since ? fork : 'a'}${n - 1}`,
})

function follow(heads: Head[], start: CanonicalHeads = NO_HEADS) {
  let state = start
  const decisions = heads.map((head) => {
    const next = followHead(state, head)
    state = next.heads
    return next.decision
  })
  return { decisions, state }
}

describe('followHead', () => {
  it('advances along one chain, polls skipping heights included', () => {
    const { decisions, state } = follow([block(10), block(11), block(14), block(15)])
    expect(decisions.every((decision) => decision.kind === 'advance')).toBe(true)
    expect(state.highest).toBe(15)
  })

  it('holds a node that answers the same or an older head of the same chain: the block never goes back', () => {
    const { state } = follow([block(10), block(11), block(12)])
    for (const head of [block(12), block(11), block(10)])
      expect(followHead(state, head).decision).toEqual({ kind: 'behind' })
    // A height the poller skipped, consistent with its parent: still behind, not a reorg.
    const skipped = follow([block(10), block(13)]).state
    expect(followHead(skipped, block(11)).decision).toEqual({ kind: 'behind' })
    expect(followHead(state, block(11)).heads).toBe(state)
  })

  it('sees a reorg at the same height, at a lower one, and under a new head whose parent is not the known block', () => {
    const { state } = follow([block(10), block(11), block(12)])
    expect(followHead(state, block(12, 'b', 12)).decision).toEqual({ kind: 'reorg', fromHeight: 12 })
    expect(followHead(state, block(11, 'b', 11)).decision).toEqual({ kind: 'reorg', fromHeight: 11 })
    expect(followHead(state, block(13, 'b', 12)).decision).toEqual({ kind: 'reorg', fromHeight: 12 })
  })

  it('after a reorg, follows the new chain and forgets the orphaned heights', () => {
    const { decisions, state } = follow([block(10), block(11), block(12), block(12, 'b', 11), block(13, 'b', 11)])
    expect(decisions.map((decision) => decision.kind)).toEqual(['advance', 'advance', 'advance', 'reorg', 'advance'])
    expect([...state.hashes.entries()]).toEqual([
      [10, 'a10'],
      [12, 'b12'],
      [13, 'b13'],
    ])
    // The orphaned block, answered again by a node that has not heard of the reorg, is a reorg back to it.
    expect(followHead(state, block(12)).decision.kind).toBe('reorg')
  })

  it('keeps a bounded window of heights', () => {
    const heads = Array.from({ length: KEPT_HEIGHTS * 3 }, (_, i) => block(i + 1))
    const { state } = follow(heads)
    expect(state.hashes.size).toBe(KEPT_HEIGHTS)
    expect(Math.min(...state.hashes.keys())).toBe(KEPT_HEIGHTS * 3 - KEPT_HEIGHTS + 1)
    // Older than the window: nothing to compare with, so behind rather than a guess.
    expect(followHead(state, block(5, 'z', 0)).decision).toEqual({ kind: 'behind' })
  })
})

describe('followHeads', () => {
  it('finds a reorg under a head that jumped past unseen heights, from the last height seen again', () => {
    const { state } = follow([block(10), block(11), block(12)])
    // The new chain forked at 11 and is now at 15; 14, the new head's parent, was never seen.
    expect(followHead(state, block(15, 'b', 11)).decision).toEqual({ kind: 'advance' })
    const { decision, heads } = followHeads(state, [block(12, 'b', 11), block(15, 'b', 11)])
    // Block 12 again, with another hash and a parent other than the 11 seen: orphaned from 11.
    expect(decision).toEqual({ kind: 'reorg', fromHeight: 11 })
    expect(heads.highest).toBe(15)
    expect(heads.hashes.get(12)).toBe('b12')
  })

  it('advances when the last height seen is unchanged, and holds a node behind on both', () => {
    const { state } = follow([block(10), block(11), block(12)])
    expect(followHeads(state, [block(12), block(14)]).decision).toEqual({ kind: 'advance' })
    expect(followHeads(state, [block(12), block(12)]).decision).toEqual({ kind: 'behind' })
    expect(followHeads(state, [block(11)]).decision).toEqual({ kind: 'behind' })
  })

  it('reports the lowest orphaned height of several', () => {
    const { state } = follow([block(10), block(11), block(12)])
    expect(followHeads(state, [block(12, 'b', 12), block(12, 'c', 11)]).decision).toEqual({
      kind: 'reorg',
      fromHeight: 11,
    })
  })

  it('starts from nothing like followHead', () => {
    expect(followHeads(NO_HEADS, [block(3)]).decision).toEqual({ kind: 'advance' })
  })
})
