// Listens to calls while the component is mounted, and reads their raw results for the active chain.
import { useEffect, useMemo } from 'react'

import type { RootState } from '@/state'
import { useAppDispatch, useAppSelector } from '@/state/hooks'

import { storeCallKey } from './callKeys'
import { INVALID_RESULT } from './callState'
import { multicall } from './slice'
import {
  type Call,
  type CallResult,
  DEFAULT_BLOCKS_PER_FETCH,
  type ListenerOptions,
  type MulticallState,
} from './types'

function areCallResultsEqual(a: readonly CallResult[], b: readonly CallResult[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (result, i) =>
        result.valid === b[i].valid && result.data === b[i].data && result.blockNumber === b[i].blockNumber,
    )
  )
}

type ChainResults = MulticallState['callResults'][number]

/** The stored results of the calls (by their store keys, `undefined` for a call that is not one), in their order. */
function resultsOf(
  chainResults: ChainResults | undefined,
  chainId: number | undefined,
  keys: readonly (string | undefined)[],
): CallResult[] {
  const results: CallResult[] = []
  // A for loop, not map: a sparse array's holes are calls too (map would skip them).
  for (let i = 0; i < keys.length; ++i) {
    const key = keys[i]
    if (!chainId || key === undefined) {
      results.push(INVALID_RESULT)
      continue
    }
    const result = chainResults?.[key]
    const data = result?.data && result.data !== '0x' ? result.data : undefined
    results.push({ valid: true, data, blockNumber: result?.blockNumber })
  }
  return results
}

export function useCallsData(
  chainId: number | undefined,
  calls: readonly (Call | undefined)[],
  options?: Partial<ListenerOptions>,
): CallResult[] {
  const dispatch = useAppDispatch()
  const blocksPerFetch = options?.blocksPerFetch ?? DEFAULT_BLOCKS_PER_FETCH
  const keys = useMemo(() => Array.from(calls, (call) => (call ? storeCallKey(call) : undefined)), [calls])
  // The listened set by value: a new array with the same calls neither unsubscribes nor subscribes again.
  const serializedCalls = useMemo(() => {
    const keyed = calls.filter((call): call is Call => Boolean(call)).map((call) => ({ key: storeCallKey(call), call }))
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    return JSON.stringify(keyed.map(({ call }) => call))
  }, [calls])

  useEffect(() => {
    const listened = JSON.parse(serializedCalls) as Call[]
    if (!chainId || listened.length === 0) return
    const payload = { chainId, calls: listened, options: { blocksPerFetch } }
    dispatch(multicall.actions.addMulticallListeners(payload))
    return () => void dispatch(multicall.actions.removeMulticallListeners(payload))
  }, [chainId, dispatch, blocksPerFetch, serializedCalls])

  // These calls' own results, the same array while they are equal: the component renders when one of its calls'
  // results changes, not when another call's does nor when a fetch of its calls starts (every block, for every
  // component that reads the chain). Worked out again only when the chain's results have changed: every action the
  // store takes (a key typed into a form) runs every reader's selector.
  const selectResults = useMemo(() => {
    let last: { chainResults: ChainResults | undefined; results: CallResult[] } | undefined
    return (state: RootState): CallResult[] => {
      const chainResults = chainId ? state.multicall.callResults[chainId] : undefined
      if (!last || last.chainResults !== chainResults)
        last = { chainResults, results: resultsOf(chainResults, chainId, keys) }
      return last.results
    }
  }, [chainId, keys])
  return useAppSelector(selectResults, areCallResultsEqual)
}
