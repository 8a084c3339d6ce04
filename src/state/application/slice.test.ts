import { describe, expect, it } from 'vitest'

import reducer, { chainReorganized, connectionLost, connectionRestored, updateBlockNumber } from './slice'

const initial = reducer(undefined, { type: 'init' })

describe('block number', () => {
  it('only moves forward on updates, but follows a reorg down', () => {
    let state = reducer(initial, updateBlockNumber({ chainId: 1, blockNumber: 100 }))
    state = reducer(state, updateBlockNumber({ chainId: 1, blockNumber: 90 }))
    expect(state.blockNumber[1]).toBe(100)
    state = reducer(state, chainReorganized({ chainId: 1, blockNumber: 4, fromHeight: 5 }))
    expect(state.blockNumber[1]).toBe(4)
    state = reducer(state, updateBlockNumber({ chainId: 1, blockNumber: 5 }))
    expect(state.blockNumber[1]).toBe(5)
  })

  it('counts reorgs per chain with the lowest height known to be orphaned, also at the same height', () => {
    let state = reducer(initial, updateBlockNumber({ chainId: 1, blockNumber: 100 }))
    state = reducer(state, chainReorganized({ chainId: 1, blockNumber: 100, fromHeight: 99 }))
    expect(state.blockNumber[1]).toBe(100)
    expect(state.reorgs[1]).toEqual({ count: 1, fromHeight: 99 })
    state = reducer(state, chainReorganized({ chainId: 1, blockNumber: 98, fromHeight: 97 }))
    expect(state.reorgs[1]).toEqual({ count: 2, fromHeight: 97 })
    expect(state.reorgs[2]).toBeUndefined()
  })
})

describe('connection health', () => {
  it('records when an outage started, keeps the first start, and counts recoveries', () => {
    let state = reducer(initial, connectionLost({ chainId: 1, since: 1_000 }))
    expect(state.connection[1]).toEqual({ isDown: true, since: 1_000, recoveries: 0 })
    state = reducer(state, connectionLost({ chainId: 1, since: 5_000 }))
    expect(state.connection[1].since).toBe(1_000)
    state = reducer(state, connectionRestored({ chainId: 1 }))
    expect(state.connection[1]).toEqual({ isDown: false, since: null, recoveries: 1 })
    state = reducer(state, connectionLost({ chainId: 1, since: 9_000 }))
    state = reducer(state, connectionRestored({ chainId: 1 }))
    expect(state.connection[1]).toEqual({ isDown: false, since: null, recoveries: 2 })
  })

  it('ignores a restore without an outage, and keeps chains apart', () => {
    const same = reducer(initial, connectionRestored({ chainId: 1 }))
    expect(same).toBe(initial)
    const state = reducer(initial, connectionLost({ chainId: 2, since: 1 }))
    expect(state.connection[1]).toBeUndefined()
    expect(state.connection[2].isDown).toBe(true)
  })
})
