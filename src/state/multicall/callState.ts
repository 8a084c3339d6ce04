// From a call's raw result to what a component reads: decoded, and whether it is loading, syncing or failed.
import type { FunctionFragment, Interface } from '@ethersproject/abi'
import { BigNumber } from '@ethersproject/bignumber'

import type { CallResult, CallState } from './types'

export const INVALID_RESULT: CallResult = { valid: false, data: undefined, blockNumber: undefined }

export const INVALID_CALL_STATE: CallState = {
  valid: false,
  result: undefined,
  loading: false,
  syncing: false,
  error: false,
}

export const LOADING_CALL_STATE: CallState = {
  valid: true,
  result: undefined,
  loading: true,
  syncing: true,
  error: false,
}

export type MethodArg = string | number | BigNumber
export type OptionalMethodInputs = (MethodArg | MethodArg[] | undefined)[] | undefined

function isMethodArg(x: unknown): x is MethodArg {
  return BigNumber.isBigNumber(x) || typeof x === 'string' || typeof x === 'number'
}

/** Inputs that can be encoded: none, or each a string, number or BigNumber (or an array of them). */
export function isValidMethodArgs(x: unknown): x is MethodArg[] | undefined {
  return (
    x === undefined ||
    (Array.isArray(x) && x.every((xi) => isMethodArg(xi) || (Array.isArray(xi) && xi.every(isMethodArg))))
  )
}

export function toCallState(
  callResult: CallResult | undefined,
  contractInterface: Interface | undefined,
  fragment: FunctionFragment | undefined,
  latestBlockNumber: number | undefined,
): CallState {
  if (!callResult?.valid) return INVALID_CALL_STATE
  const { data, blockNumber } = callResult
  if (!blockNumber || !contractInterface || !fragment || !latestBlockNumber) return LOADING_CALL_STATE
  const success = data !== undefined && data.length > 2
  const syncing = blockNumber < latestBlockNumber
  if (!success) return { valid: true, loading: false, syncing, result: undefined, error: true, blockNumber }
  try {
    return {
      valid: true,
      loading: false,
      syncing,
      result: contractInterface.decodeFunctionResult(fragment, data),
      error: false,
      blockNumber,
    }
  } catch {
    // Data that does not decode (a contract that is not what its address claims): an error, not a crash.
    return { valid: true, loading: false, syncing, result: undefined, error: true, blockNumber }
  }
}

/**
 * The latest block as a reader's results need it. toCallState compares each result's block with it (syncing, for a
 * result read before it) and loads while the chain has none; many blocks tell the same of every result, and this is
 * the one that stays as long as that holds: one past the newest result behind the chain, or the oldest result when
 * none is behind. A reader then renders and decodes again when a result changes or falls behind, not for each new
 * block (the block poll stores a block's results before its number; a result read once stays behind for good).
 */
export function latestBlockFor(results: readonly CallResult[], latestBlockNumber: number | undefined) {
  // No block yet (or the genesis block): every result loads, whatever block it was read at.
  if (!latestBlockNumber) return latestBlockNumber
  let newestBehind: number | undefined
  let oldest: number | undefined
  for (const { blockNumber } of results) {
    if (blockNumber === undefined) continue
    if (blockNumber < latestBlockNumber) newestBehind = Math.max(newestBehind ?? blockNumber, blockNumber)
    else oldest = Math.min(oldest ?? blockNumber, blockNumber)
  }
  if (newestBehind !== undefined) return newestBehind + 1
  // No result read at any block: they load (or are no call) at any block.
  return oldest ?? 1
}
