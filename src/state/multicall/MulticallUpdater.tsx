// Fetches, for each new block, every multicall key that components listen to on the active chain.
import { Contract } from '@ethersproject/contracts'
import type { Call } from '@uniswap/redux-multicall'
import { useEffect, useMemo, useRef } from 'react'

import { getDeployment } from '@/config/deployments'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDebounce } from '@/lib/useDebounce'
import { useBlockNumber } from '@/state/application/hooks'
import { useAppDispatch, useAppSelector } from '@/state/hooks'

import { MULTICALL_ABI } from './abi'
import { parseCallKey } from './callKeys'
import { fetchCalls } from './fetchCalls'
import type { MulticallContract } from './fetchChunk'
import { activeListeningKeys, outdatedListeningKeys } from './staleKeys'

/** The spec's listener debounce: hooks mounting together register as one change. */
export const LISTENER_DEBOUNCE_MS = 100

/** Keys come from hooks given any address; one bad key must not stop the others. */
function parseValidKeys(keys: readonly string[]): Call[] {
  return keys.flatMap((key) => {
    try {
      return [parseCallKey(key)]
    } catch {
      return []
    }
  })
}

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

  useEffect(() => {
    if (!blockNumber) return
    const calls = parseValidKeys(JSON.parse(serializedOutdatedKeys) as string[])
    if (calls.length === 0) return
    if (cancellations.current && cancellations.current.blockNumber !== blockNumber)
      for (const cancel of cancellations.current.cancel) cancel()
    const cancel = fetchCalls({ contract, chainId, blockNumber, calls, dispatch })
    cancellations.current = {
      blockNumber,
      cancel:
        cancellations.current?.blockNumber === blockNumber ? [...cancellations.current.cancel, ...cancel] : cancel,
    }
  }, [blockNumber, chainId, contract, dispatch, serializedOutdatedKeys])

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
  const address = getDeployment(chainId)?.multicall
  const contract = useMemo(
    () =>
      address
        ? (new Contract(address, MULTICALL_ABI, getReadProvider(chainId)) as unknown as MulticallContract)
        : undefined,
    [address, chainId],
  )
  if (!contract) return null
  return <Fetcher key={chainId} chainId={chainId} contract={contract} />
}
