// Fetches the outdated calls of one block, chunk by chunk, and records results, errors and nothing on cancel.
import { chunkCalls } from './chunkCalls'
import { fetchChunk, type MulticallContract, splitResults } from './fetchChunk'
import { CancelledError, retry, RETRY_OPTIONS, type RetryOptions } from './retry'
import { multicall, type MulticallAction } from './slice'
import type { Call } from './types'

export interface FetchCallsArgs {
  contract: MulticallContract
  chainId: number
  blockNumber: number
  calls: readonly Call[]
  dispatch: (action: MulticallAction) => unknown
  retryOptions?: RetryOptions
}

/** Starts the fetches; returns one cancel function per chunk. */
export function fetchCalls({
  contract,
  chainId,
  blockNumber,
  calls,
  dispatch,
  retryOptions = RETRY_OPTIONS,
}: FetchCallsArgs): (() => void)[] {
  const { actions } = multicall
  dispatch(actions.fetchingMulticallResults({ chainId, calls: [...calls], fetchingBlockNumber: blockNumber }))
  return chunkCalls(calls).map((chunk) => {
    const { promise, cancel } = retry(() => fetchChunk(contract, chunk, blockNumber), retryOptions)
    promise.then(
      ({ blockNumber: fetchedBlock, results }) => {
        const split = splitResults(chunk, results)
        if (Object.keys(split.results).length > 0)
          dispatch(actions.updateMulticallResults({ chainId, results: split.results, blockNumber: fetchedBlock }))
        // A reverted call fails alone: the rest of its chunk keeps its data.
        if (split.erroredCalls.length > 0)
          dispatch(
            actions.errorFetchingMulticallResults({
              chainId,
              calls: split.erroredCalls,
              fetchingBlockNumber: fetchedBlock,
            }),
          )
      },
      (error: unknown) => {
        // A newer block superseded this fetch; its results would only be stale.
        if (error instanceof CancelledError) return
        console.error('Failed to fetch multicall chunk', chunk, chainId, error)
        dispatch(actions.errorFetchingMulticallResults({ chainId, calls: chunk, fetchingBlockNumber: blockNumber }))
      },
    )
    return cancel
  })
}
