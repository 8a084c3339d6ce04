import { Interface } from '@ethersproject/abi'
import { BigNumber } from '@ethersproject/bignumber'
import { describe, expect, it } from 'vitest'

import { INVALID_CALL_STATE, isValidMethodArgs, LOADING_CALL_STATE, toCallState } from './callState'

const erc20 = new Interface(['function balanceOf(address) view returns (uint256)'])
const fragment = erc20.getFunction('balanceOf')
const seven = erc20.encodeFunctionResult(fragment, [7])

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

describe('isValidMethodArgs', () => {
  it('accepts no inputs and strings, numbers, BigNumbers and arrays of them', () => {
    expect(isValidMethodArgs(undefined)).toBe(true)
    expect(isValidMethodArgs(['0xabc', 1, BigNumber.from(2), ['a', 3]])).toBe(true)
  })

  it('refuses an undefined input, objects, bigints and nested arrays', () => {
    for (const bad of [[undefined], [{}], [1n], [[['a']]], 'a', null]) expect(isValidMethodArgs(bad)).toBe(false)
  })
})
