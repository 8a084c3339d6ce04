// Keeps the active chain's latest block and its node's health in the store: read-provider polling (which also
// notices outages and recoveries, and a chain that went back) plus the wallet's new-block events.
import { useWeb3React } from '@web3-react/core'
import { useEffect, useMemo, useRef } from 'react'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDocumentVisible } from '@/lib/useDocumentVisible'
import { useAppDispatch, useAppSelector } from '@/state/hooks'

import { createBlockDebouncer, shouldSubscribeToWallet } from './blockNumber'
import { followReportedBlock, INITIAL_FOLLOW_STATE } from './chainFollow'
import { startBlockPolling } from './polling'
import { blockNumberReset, connectionLost, connectionRestored, updateBlockNumber } from './slice'

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
  const { provider: walletProvider, chainId: walletChainId } = useWeb3React()
  const dispatch = useAppDispatch()
  const isVisible = useDocumentVisible()
  const storedBlock = useLatest(useAppSelector((state) => state.application.blockNumber[chainId]))
  const storedDown = useLatest(useAppSelector((state) => state.application.connection[chainId]?.isDown ?? false))

  const debouncer = useMemo(
    () => createBlockDebouncer((blockNumber) => dispatch(updateBlockNumber({ chainId, blockNumber }))),
    [chainId, dispatch],
  )
  useEffect(() => () => debouncer.cancel(), [debouncer])

  useEffect(() => {
    if (!isVisible || !isSupportedChain(chainId)) return
    const provider = getReadProvider(chainId)
    let follow = INITIAL_FOLLOW_STATE
    return startBlockPolling({
      fetchBlockNumber: () => provider.getBlockNumber(),
      intervalMs: CHAINS[chainId].blockPollingMs,
      startsDown: storedDown.current,
      onBlock: (blockNumber, afterOutage) => {
        const next = followReportedBlock(storedBlock.current, blockNumber, follow, afterOutage)
        follow = next.state
        if (next.decision === 'advance') debouncer.push(blockNumber)
        if (next.decision !== 'reset') return
        // At once, not debounced: the recovery that may follow refetches at this height.
        debouncer.cancel()
        storedBlock.current = blockNumber
        dispatch(blockNumberReset({ chainId, blockNumber }))
      },
      onDown: (since) => dispatch(connectionLost({ chainId, since })),
      onBack: () => dispatch(connectionRestored({ chainId })),
      onError: (error) => console.debug('Failed to get the block number', chainId, error),
    })
  }, [chainId, debouncer, dispatch, isVisible, storedBlock, storedDown])

  useEffect(() => {
    if (!walletProvider || !isVisible || !shouldSubscribeToWallet(walletChainId, chainId)) return
    const onBlock = (blockNumber: number) => debouncer.push(blockNumber)
    walletProvider.on('block', onBlock)
    return () => {
      walletProvider.removeListener('block', onBlock)
    }
  }, [chainId, debouncer, isVisible, walletChainId, walletProvider])

  return null
}
