import { describe, expect, it } from 'vitest'

import { chainReorganized, updateBlockNumber } from '@/state/application/slice'

import { toCallKey } from './callKeys'
import { withChainReset } from './chainReset'
import { multicall } from './slice'

const reducer = withChainReset(multicall.reducer)
const call = { address: '0x0000000000000000000000000000000000000001', callData: '0x01' }
const key = toCallKey(call)

function withResults() {
  let state = reducer(undefined, { type: 'init' })
  for (const chainId of [1, 2]) {
    state = reducer(
      state,
      multicall.actions.fetchingMulticallResults({ chainId, calls: [call], fetchingBlockNumber: 100 }),
    )
    state = reducer(
      state,
      multicall.actions.updateMulticallResults({ chainId, results: { [key]: '0xaa' }, blockNumber: 100 }),
    )
  }
  return state
}

describe('withChainReset', () => {
  it("forgets only the reset chain's results, so answers from the lower chain are stored again", () => {
    let state = reducer(withResults(), chainReorganized({ chainId: 1, blockNumber: 3, fromHeight: 0 }))
    expect(state.callResults[1]).toBeUndefined()
    expect(Object.keys(state.callResults[2])).toHaveLength(1)
    state = reducer(
      state,
      multicall.actions.updateMulticallResults({ chainId: 1, results: { [key]: '0xbb' }, blockNumber: 3 }),
    )
    expect(state.callResults[1][key]).toEqual({ data: '0xbb', blockNumber: 3 })
  })

  it('leaves the state alone for other actions and for chains without results', () => {
    const before = withResults()
    expect(reducer(before, updateBlockNumber({ chainId: 1, blockNumber: 101 }))).toBe(before)
    expect(reducer(before, chainReorganized({ chainId: 7, blockNumber: 1, fromHeight: 1 }))).toBe(before)
  })
})
