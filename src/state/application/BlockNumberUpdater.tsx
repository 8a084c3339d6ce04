// Keeps the active chain's latest block and its node's health in the store with one poller (which also notices
// outages and recoveries, reorgs, and a chain that went back). Each poll carries every watched multicall call in
// the same HTTP request, so a new block costs one request; the wallet's provider is not asked (issue 16). A poll
// request (a transaction was mined) restarts the poller, which asks at once.
import { useEffect, useMemo, useRef } from 'react'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDocumentVisible } from '@/lib/useDocumentVisible'
import { useAppDispatch, useAppSelector } from '@/state/hooks'
import { getMulticallContract } from '@/state/multicall/contract'
import { pollBlockAndCalls, watchedCalls } from '@/state/multicall/pollCalls'

import { createBlockDebouncer, pollDelayAfterNewBlock } from './blockNumber'
import { type CanonicalHeads, followHead, followHeads, type Head, NO_HEADS } from './canonicalHeads'
import { followReportedBlock, INITIAL_FOLLOW_STATE } from './chainFollow'
import { startBlockPolling } from './polling'
import { chainReorganized, connectionLost, connectionRestored, updateBlockNumber } from './slice'

/** The latest value for callbacks that outlive a render, without restarting the effects that hold them. */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  }, [value])
  return ref
}

export function BlockNumberUpdater() {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const isVisible = useDocumentVisible()
  const storedBlock = useLatest(useAppSelector((state) => state.application.blockNumber[chainId]))
  const storedDown = useLatest(useAppSelector((state) => state.application.connection[chainId]?.isDown ?? false))
  const callListeners = useLatest(useAppSelector((state) => state.multicall.callListeners))
  const pollRequests = useAppSelector((state) => state.application.pollRequests[chainId] ?? 0)
  // The heads seen per chain outlive the poller, which restarts on every poll request and listener change.
  const headsByChain = useRef(new Map<number, CanonicalHeads>())

  const debouncer = useMemo(
    () => createBlockDebouncer((blockNumber) => dispatch(updateBlockNumber({ chainId, blockNumber }))),
    [chainId, dispatch],
  )
  useEffect(() => () => debouncer.cancel(), [debouncer])

  useEffect(() => {
    if (!isVisible || !isSupportedChain(chainId)) return
    const provider = getReadProvider(chainId)
    const contract = getMulticallContract(chainId)
    const { blockPollingMs, blockTime } = CHAINS[chainId]
    let follow = INITIAL_FOLLOW_STATE
    let lastHead: Head | undefined
    /** At once, not debounced: the poll's results and any recovery that follows are for this head. */
    const reorganize = (blockNumber: number, fromHeight: number) => {
      debouncer.cancel()
      storedBlock.current = blockNumber
      dispatch(chainReorganized({ chainId, blockNumber, fromHeight }))
    }
    const onHeads = (heads: readonly Head[]) => {
      const latest = heads[heads.length - 1]
      lastHead = latest
      const next = followHeads(headsByChain.current.get(chainId) ?? NO_HEADS, heads)
      headsByChain.current.set(chainId, next.heads)
      if (next.decision.kind === 'reorg') reorganize(latest.number, next.decision.fromHeight)
    }
    return startBlockPolling({
      fetchBlockNumber: () =>
        pollBlockAndCalls({
          getHeads: () => provider.getHeads(headsByChain.current.get(chainId)?.highest),
          onHeads,
          contract,
          chainId,
          calls: watchedCalls(callListeners.current, chainId),
          dispatch,
        }),
      intervalMs: blockPollingMs,
      afterNewBlockMs: pollDelayAfterNewBlock(blockTime * 1000, blockPollingMs),
      startsDown: storedDown.current,
      onBlock: (blockNumber, afterOutage) => {
        const next = followReportedBlock(storedBlock.current, blockNumber, follow, afterOutage)
        follow = next.state
        if (next.decision === 'advance') debouncer.push(blockNumber)
        if (next.decision !== 'reset') return
        // A chain that went back further than the heads kept (a restarted development chain): all of it is new.
        headsByChain.current.set(chainId, lastHead ? followHead(NO_HEADS, lastHead).heads : NO_HEADS)
        reorganize(blockNumber, 0)
      },
      onDown: (since) => dispatch(connectionLost({ chainId, since })),
      onBack: () => dispatch(connectionRestored({ chainId })),
      onError: (error) => console.debug('Failed to get the block number', chainId, error),
    })
  }, [callListeners, chainId, debouncer, dispatch, isVisible, storedBlock, storedDown, pollRequests])

  return null
}
