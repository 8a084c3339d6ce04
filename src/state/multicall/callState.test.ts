import { Interface } from '@ethersproject/abi'
import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it } from 'vitest'

import { INVALID_CALL_STATE, isValidMethodArgs, latestBlockFor, LOADING_CALL_STATE, toCallState } from './callState'
import type { CallResult } from './types'

const erc20 = new Interface(['function balanceOf(address) view returns (uint256)'])
const fragment = erc20.getFunction('balanceOf')
const seven = erc20.encodeFunctionResult(fragment, [7])
const INVALID_RESULT_LIKE: CallResult = { valid: false, data: undefined, blockNumber: 4 }

describe('toCallState', () => {
  it('is invalid without a call, loading until a block has answered', () => {
    expect(toCallState(undefined, erc20, fragment, 10)).toBe(INVALID_CALL_STATE)
    expect(toCallState({ valid: false, data: undefined, blockNumber: 3 }, erc20, fragment, 10)).toBe(INVALID_CALL_STATE)
    expect(toCallState({ valid: true, data: undefined, blockNumber: undefined }, erc20, fragment, 10)).toBe(
      LOADING_CALL_STATE,
    )
    expect(toCallState({ valid: true, data: seven, blockNumber: 9 }, erc20, fragment, undefined)).toBe(
      LOADING_CALL_STATE,
    )
  })

  it('decodes a result, syncing while it is older than the latest block', () => {
    const state = toCallState({ valid: true, data: seven, blockNumber: 9 }, erc20, fragment, 10)
    expect(state).toMatchObject({ valid: true, loading: false, syncing: true, error: false, blockNumber: 9 })
    expect(state.result?.[0].toString()).toBe('7')
    expect(toCallState({ valid: true, data: seven, blockNumber: 10 }, erc20, fragment, 10).syncing).toBe(false)
  })

  it('is an error for a revert (no data) and for data that does not decode', () => {
    expect(toCallState({ valid: true, data: undefined, blockNumber: 10 }, erc20, fragment, 10)).toEqual({
      valid: true,
      loading: false,
      syncing: false,
      result: undefined,
      error: true,
      blockNumber: 10,
    })
    expect(toCallState({ valid: true, data: '0x1234', blockNumber: 10 }, erc20, fragment, 10)).toMatchObject({
      error: true,
      blockNumber: 10,
    })
  })
})

describe('latestBlockFor', () => {
  const at = (blockNumber: number | undefined): CallResult => ({ valid: true, data: seven, blockNumber })

  it('is none while the chain has no block', () => {
    expect(latestBlockFor([at(9)], undefined)).toBeUndefined()
  })

  it('stays where it is while the results stand as they were against the chain', () => {
    // None behind: the oldest result, whichever block the chain is at below it.
    expect(latestBlockFor([at(10), at(11)], 9)).toBe(10)
    expect(latestBlockFor([at(10), at(11)], 10)).toBe(10)
    // One read once, long ago: one past it, on every block after, until another falls behind.
    expect(latestBlockFor([at(3), at(10)], 9)).toBe(4)
    expect(latestBlockFor([at(3), at(10)], 10)).toBe(4)
    expect(latestBlockFor([at(3), at(10)], 11)).toBe(11)
    expect(latestBlockFor([at(3), at(10)], 12)).toBe(11)
  })

  it('is any block when no result was read at one (they load), and none at the genesis block', () => {
    expect(latestBlockFor([at(undefined), INVALID_RESULT_LIKE], 7)).toBe(5)
    expect(latestBlockFor([at(undefined)], 7)).toBe(1)
    expect(latestBlockFor([], 8)).toBe(1)
    expect(latestBlockFor([at(0)], 0)).toBe(0)
  })

  it("gives every result the state the chain's latest block gives it", () => {
    const blocks = [undefined, 0, 1, 5, 6, 9, 12]
    for (const latest of [undefined, 0, 1, 5, 6, 8, 12, 13])
      for (const a of blocks)
        for (const b of blocks) {
          const results = [at(a), at(b), { valid: true, data: undefined, blockNumber: b }, INVALID_RESULT_LIKE]
          const given = latestBlockFor(results, latest)
          for (const result of results)
            expect(toCallState(result, erc20, fragment, given)).toEqual(toCallState(result, erc20, fragment, latest))
        }
  })
})

describe('isValidMethodArgs', () => {
  it('accepts no inputs and strings, numbers, BigNumbers and arrays of them', () => {
    expect(isValidMethodArgs(undefined)).toBe(true)
    expect(isValidMethodArgs(['0xabc', 1, BigNumber.from(2), ['a', 3]])).toBe(true)
  })

  it('refuses an undefined input, objects, bigints and nested arrays', () => {
    for (const bad of [[undefined], [{}], [1n], [[['a']]], 'a', null]) expect(isValidMethodArgs(bad)).toBe(false)
  })
})
