import { describe, expect, it } from 'vitest'

import { storeCallKey } from './callKeys'
import { multicall } from './slice'
import type { MulticallState } from './types'

const { reducer, actions } = multicall
const call = { address: `0x${'a'.repeat(40)}`, callData: '0x01' }
const withGas = { ...call, gasRequired: 300_000 }
const key = storeCallKey(call)
const initial = (): MulticallState => reducer(undefined, { type: 'init' })
const fetching = (block: number) =>
  actions.fetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: block })
const failed = (block: number) =>
  actions.errorFetchingMulticallResults({ chainId: 1, calls: [call], fetchingBlockNumber: block })

describe('multicall slice', () => {
  it('counts listeners per call and per blocksPerFetch, and forgets them one by one', () => {
    const listen = { chainId: 1, calls: [call, withGas], options: { blocksPerFetch: 1 } }
    let state = reducer(initial(), actions.addMulticallListeners(listen))
    state = reducer(state, actions.addMulticallListeners(listen))
    state = reducer(state, actions.addMulticallListeners({ ...listen, options: { blocksPerFetch: Infinity } }))
    expect(state.callListeners?.[1][key]).toEqual({ 1: 2, Infinity: 1 })
    expect(state.callListeners?.[1][`${key}-300000`]).toEqual({ 1: 2, Infinity: 1 })

    state = reducer(state, actions.removeMulticallListeners(listen))
    expect(state.callListeners?.[1][key]).toEqual({ 1: 1, Infinity: 1 })
    state = reducer(state, actions.removeMulticallListeners(listen))
    state = reducer(state, actions.removeMulticallListeners(listen))
    expect(state.callListeners?.[1][key]).toEqual({ Infinity: 1 })
  })

  it('files a call with a bad address like any other, for the updater to skip', () => {
    const bad = { address: 'not-an-address', callData: '0x01' }
    const state = reducer(
      initial(),
      actions.addMulticallListeners({ chainId: 1, calls: [bad], options: { blocksPerFetch: 1 } }),
    )
    expect(state.callListeners?.[1]['not-an-address-0x01']).toEqual({ 1: 1 })
  })

  it('moves the fetching block only forward', () => {
    let state = reducer(initial(), fetching(5))
    state = reducer(state, fetching(4))
    expect(state.callResults[1][key]).toEqual({ fetchingBlockNumber: 5 })
    state = reducer(state, fetching(6))
    expect(state.callResults[1][key]).toEqual({ fetchingBlockNumber: 6 })
  })

  it('records a failed fetch as read without data, unless a newer fetch has started', () => {
    let state = reducer(initial(), fetching(6))
    state = reducer(state, failed(5))
    expect(state.callResults[1][key]).toEqual({ fetchingBlockNumber: 6 })
    state = reducer(state, failed(6))
    expect(state.callResults[1][key]).toEqual({ data: null, blockNumber: 6 })
    // Not fetching: nothing to record.
    state = reducer(state, failed(7))
    expect(state.callResults[1][key]).toEqual({ data: null, blockNumber: 6 })
  })

  it('keeps the newest block’s result, and the same object for an unchanged one', () => {
    let state = reducer(
      initial(),
      actions.updateMulticallResults({ chainId: 1, blockNumber: 8, results: { [key]: '0xaa' } }),
    )
    const stored = state.callResults[1][key]
    state = reducer(state, actions.updateMulticallResults({ chainId: 1, blockNumber: 7, results: { [key]: '0xbb' } }))
    state = reducer(state, actions.updateMulticallResults({ chainId: 1, blockNumber: 8, results: { [key]: '0xaa' } }))
    expect(state.callResults[1][key]).toBe(stored)
    state = reducer(state, actions.updateMulticallResults({ chainId: 1, blockNumber: 9, results: { [key]: '0xcc' } }))
    expect(state.callResults[1][key]).toEqual({ data: '0xcc', blockNumber: 9 })
  })
})
