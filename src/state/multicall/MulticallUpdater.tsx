// Fetches the multicall keys components listen to on the active chain that the block poll (pollCalls.ts) did not
// bring for the latest block (new listeners, failed chunks), and all of them at once when the chain's node answers
// again after an outage (failed reads are not retried until then).
import { useCallback, useEffect, useMemo, useRef } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDebounce } from '@/lib/useDebounce'
import { useBlockNumber, useConnectionRecoveries } from '@/state/application/hooks'
import { useAppDispatch, useAppSelector } from '@/state/hooks'

import { getMulticallContract } from './contract'
import { fetchCalls } from './fetchCalls'
import type { MulticallContract } from './fetchChunk'
import { parseValidKeys } from './pollCalls'
import { activeListeningKeys, outdatedListeningKeys } from './staleKeys'
import type { Call } from './types'

/** The spec's listener debounce: hooks mounting together register as one change. */
export const LISTENER_DEBOUNCE_MS = 100

function Fetcher({ chainId, contract }: { chainId: number; contract: MulticallContract }) {
  const dispatch = useAppDispatch()
  const blockNumber = useBlockNumber()
  const callListeners = useAppSelector((state) => state.multicall.callListeners)
  const callResults = useAppSelector((state) => state.multicall.callResults)
  const debouncedListeners = useDebounce(callListeners, LISTENER_DEBOUNCE_MS)
  const cancellations = useRef<{ blockNumber: number; cancel: (() => void)[] } | undefined>(undefined)

  const listeningKeys = useMemo(() => activeListeningKeys(debouncedListeners, chainId), [debouncedListeners, chainId])
  // Serialised so the fetch effect runs only when the set of keys changes, not on every result.
  const serializedOutdatedKeys = useMemo(
    () => JSON.stringify(outdatedListeningKeys(callResults, listeningKeys, chainId, blockNumber).sort()),
    [callResults, listeningKeys, chainId, blockNumber],
  )

  const startFetch = useCallback(
    (calls: Call[], atBlock: number) => {
      if (calls.length === 0) return
      if (cancellations.current && cancellations.current.blockNumber !== atBlock)
        for (const cancel of cancellations.current.cancel) cancel()
      const cancel = fetchCalls({ contract, chainId, blockNumber: atBlock, calls, dispatch })
      cancellations.current = {
        blockNumber: atBlock,
        cancel: cancellations.current?.blockNumber === atBlock ? [...cancellations.current.cancel, ...cancel] : cancel,
      }
    },
    [chainId, contract, dispatch],
  )

  useEffect(() => {
    if (blockNumber) startFetch(parseValidKeys(JSON.parse(serializedOutdatedKeys) as string[]), blockNumber)
  }, [blockNumber, serializedOutdatedKeys, startFetch])

  // The node is back: what failed during the outage counts as read for its block, so refetch every key now
  // rather than at the next block, which a chain that mines on demand may never bring.
  const recoveries = useConnectionRecoveries(chainId)
  const handledRecoveries = useRef(recoveries)
  useEffect(() => {
    if (recoveries === handledRecoveries.current || !blockNumber) return
    handledRecoveries.current = recoveries
    startFetch(parseValidKeys(Object.keys(listeningKeys)), blockNumber)
  }, [blockNumber, listeningKeys, recoveries, startFetch])

  // Leaving the chain (or unmounting) abandons its fetches.
  useEffect(
    () => () => {
      for (const cancel of cancellations.current?.cancel ?? []) cancel()
      cancellations.current = undefined
    },
    [chainId, contract],
  )

  return null
}

/** Mounted once; on a chain without a multicall deployment it does nothing. */
export function MulticallUpdater() {
  const chainId = useActiveChainId()
  const contract = useMemo(() => getMulticallContract(chainId), [chainId])
  if (!contract) return null
  return <Fetcher key={chainId} chainId={chainId} contract={contract} />
}
