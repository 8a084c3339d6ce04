import { describe, expect, it } from 'vitest'

import reducer, { blockNumberReset, connectionLost, connectionRestored, updateBlockNumber } from './slice'

const initial = reducer(undefined, { type: 'init' })

describe('block number', () => {
  it('only moves forward on updates, but follows a reset down', () => {
    let state = reducer(initial, updateBlockNumber({ chainId: 1, blockNumber: 100 }))
    state = reducer(state, updateBlockNumber({ chainId: 1, blockNumber: 90 }))
    expect(state.blockNumber[1]).toBe(100)
    state = reducer(state, blockNumberReset({ chainId: 1, blockNumber: 4 }))
    expect(state.blockNumber[1]).toBe(4)
    state = reducer(state, updateBlockNumber({ chainId: 1, blockNumber: 5 }))
    expect(state.blockNumber[1]).toBe(5)
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
