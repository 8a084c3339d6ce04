// Listens to calls while the component is mounted, and reads their raw results for the active chain.
import { useEffect, useMemo, useRef } from 'react'

import { useAppDispatch, useAppSelector } from '@/state/hooks'

import { storeCallKey } from './callKeys'
import { INVALID_RESULT } from './callState'
import { multicall } from './slice'
import { type Call, type CallResult, DEFAULT_BLOCKS_PER_FETCH, type ListenerOptions } from './types'

function areCallResultsEqual(a: readonly CallResult[], b: readonly CallResult[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (result, i) =>
        result.valid === b[i].valid && result.data === b[i].data && result.blockNumber === b[i].blockNumber,
    )
  )
}

export function useCallsData(
  chainId: number | undefined,
  calls: readonly (Call | undefined)[],
  options?: Partial<ListenerOptions>,
): CallResult[] {
  const callResults = useAppSelector((state) => state.multicall.callResults)
  const dispatch = useAppDispatch()
  const blocksPerFetch = options?.blocksPerFetch ?? DEFAULT_BLOCKS_PER_FETCH
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

  // The same array while nothing a component reads has changed: no re-render on other calls' results.
  const stableResults = useRef<CallResult[]>([])
  return useMemo(() => {
    const results: CallResult[] = []
    // A for loop, not map: a sparse array's holes are calls too (map would skip them).
    for (let i = 0; i < calls.length; ++i) {
      const call = calls[i]
      if (!chainId || !call) {
        results.push(INVALID_RESULT)
        continue
      }
      const result = callResults[chainId]?.[storeCallKey(call)]
      const data = result?.data && result.data !== '0x' ? result.data : undefined
      results.push({ valid: true, data, blockNumber: result?.blockNumber })
    }
    if (!areCallResultsEqual(results, stableResults.current)) stableResults.current = results
    return stableResults.current
  }, [callResults, calls, chainId])
}
