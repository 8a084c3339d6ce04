// One poll of the chain: its head (number, hash and parent hash, with the block at the last height seen) and every
// watched call, sent together so the read client's batcher puts them in ONE HTTP request. The watched calls are then fresh for the block the poll reports,
// so a new block costs no second request (issue 16: one request per block).
import type { Head } from '@/state/application/canonicalHeads'

import { parseCallKey } from './callKeys'
import { chunkCalls } from './chunkCalls'
import { type ChunkResult, fetchChunk, type MulticallContract, splitResults } from './fetchChunk'
import { multicall, type MulticallAction } from './slice'
import { activeListeningKeys } from './staleKeys'
import type { Call, MulticallState } from './types'

/** Keys come from hooks given any address; one bad key must not stop the others. */
export function parseValidKeys(keys: readonly string[]): Call[] {
  return keys.flatMap((key) => {
    try {
      return [parseCallKey(key)]
    } catch {
      return []
    }
  })
}

/** Every call some component listens to on the chain. */
export function watchedCalls(callListeners: MulticallState['callListeners'], chainId: number): Call[] {
  return parseValidKeys(Object.keys(activeListeningKeys(callListeners, chainId)))
}

export interface PollArgs {
  /** The polled heads in height order, the latest last. */
  getHeads: () => Promise<readonly Head[]>
  /**
   * Told the heads before the calls' results are stored: a reorg they show (same or lower height, another hash)
   * must clear the results read at orphaned blocks first, or the reducer would keep them over the new chain's.
   */
  onHeads?: (heads: readonly Head[]) => void
  contract: MulticallContract | undefined
  chainId: number
  calls: readonly Call[]
  dispatch: (action: MulticallAction) => unknown
}

/**
 * Resolves with the block the multicall ran at (or the latest head's number when no call was watched or the
 * multicall failed), after storing the calls' results for it; rejects only when the head does, so the poll stays the node's
 * health probe and a reverting call is not an outage.
 */
export async function pollBlockAndCalls({ getHeads, onHeads, contract, chainId, calls, dispatch }: PollArgs) {
  const chunks = contract ? chunkCalls(calls) : []
  // Asked in the same tick: the batcher sends them as one JSON-RPC batch.
  const fetches = chunks.map((chunk) => fetchChunk(contract as MulticallContract, chunk, 0))
  const [heads, outcomes] = await Promise.all([getHeads(), Promise.allSettled(fetches)])
  onHeads?.(heads)
  let polledBlock: number | undefined
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      // Left outdated: the multicall updater fetches it for the new block, with its retries.
      console.debug('Polled multicall chunk failed', chainId, outcome.reason)
      return
    }
    record(chainId, chunks[i], outcome.value, dispatch)
    polledBlock = Math.max(polledBlock ?? 0, outcome.value.blockNumber)
  })
  return polledBlock ?? heads[heads.length - 1].number
}

function record(chainId: number, chunk: readonly Call[], fetched: ChunkResult, dispatch: PollArgs['dispatch']) {
  const { actions } = multicall
  const { results, erroredCalls } = splitResults(chunk, fetched.results)
  const blockNumber = fetched.blockNumber
  if (Object.keys(results).length > 0) dispatch(actions.updateMulticallResults({ chainId, results, blockNumber }))
  if (erroredCalls.length === 0) return
  // The reducer records an error only for a call being fetched: mark them so, then failed at this block.
  dispatch(actions.fetchingMulticallResults({ chainId, calls: erroredCalls, fetchingBlockNumber: blockNumber }))
  dispatch(actions.errorFetchingMulticallResults({ chainId, calls: erroredCalls, fetchingBlockNumber: blockNumber }))
}
