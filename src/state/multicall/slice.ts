// The multicall slice: which calls components listen to, and each call's latest result per chain and block.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { storeCallKey } from './callKeys'
import type { Call, ListenerOptions, MulticallState } from './types'

interface ListenerPayload {
  chainId: number
  calls: Call[]
  options: ListenerOptions
}

interface FetchingPayload {
  chainId: number
  calls: Call[]
  fetchingBlockNumber: number
}

interface ResultsPayload {
  chainId: number
  blockNumber: number
  results: Record<string, string | null>
}

const initialState: MulticallState = { callResults: {} }

export const multicall = createSlice({
  name: 'multicall',
  initialState,
  reducers: {
    addMulticallListeners(state, { payload: { chainId, calls, options } }: PayloadAction<ListenerPayload>) {
      const listeners = ((state.callListeners ??= {})[chainId] ??= {})
      for (const call of calls) {
        const counts = (listeners[storeCallKey(call)] ??= {})
        counts[options.blocksPerFetch] = (counts[options.blocksPerFetch] ?? 0) + 1
      }
    },
    removeMulticallListeners(state, { payload: { chainId, calls, options } }: PayloadAction<ListenerPayload>) {
      const listeners = state.callListeners?.[chainId]
      if (!listeners) return
      for (const call of calls) {
        const counts = listeners[storeCallKey(call)]
        if (!counts?.[options.blocksPerFetch]) continue
        if (counts[options.blocksPerFetch] === 1) delete counts[options.blocksPerFetch]
        else counts[options.blocksPerFetch]--
      }
    },
    fetchingMulticallResults(state, { payload }: PayloadAction<FetchingPayload>) {
      const results = (state.callResults[payload.chainId] ??= {})
      for (const call of payload.calls) {
        const key = storeCallKey(call)
        const current = results[key]
        if (!current) results[key] = { fetchingBlockNumber: payload.fetchingBlockNumber }
        else if ((current.fetchingBlockNumber ?? 0) < payload.fetchingBlockNumber) {
          current.fetchingBlockNumber = payload.fetchingBlockNumber
        }
      }
    },
    /** A failed fetch: the calls count as read (no data) at that block, unless a newer fetch has started since. */
    errorFetchingMulticallResults(state, { payload }: PayloadAction<FetchingPayload>) {
      const results = (state.callResults[payload.chainId] ??= {})
      for (const call of payload.calls) {
        const current = results[storeCallKey(call)]
        if (typeof current?.fetchingBlockNumber !== 'number') continue
        if (current.fetchingBlockNumber <= payload.fetchingBlockNumber) {
          delete current.fetchingBlockNumber
          current.data = null
          current.blockNumber = payload.fetchingBlockNumber
        }
      }
    },
    /** Results of a block; an older block's never replace a newer one's, and an unchanged result keeps its object. */
    updateMulticallResults(state, { payload: { chainId, results, blockNumber } }: PayloadAction<ResultsPayload>) {
      const stored = (state.callResults[chainId] ??= {})
      for (const [callKey, data] of Object.entries(results)) {
        const current = stored[callKey]
        if ((current?.blockNumber ?? 0) > blockNumber) continue
        if (current?.data === data && current.blockNumber === blockNumber) continue
        stored[callKey] = { data, blockNumber }
      }
    },
  },
})

/** Any of the slice's actions (what the fetchers dispatch). */
export type MulticallAction = ReturnType<(typeof multicall.actions)[keyof typeof multicall.actions]>
