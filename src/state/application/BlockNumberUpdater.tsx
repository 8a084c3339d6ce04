// Keeps the active chain's latest block in the store: read-provider polling plus the wallet's new-block events.
import { useWeb3React } from '@web3-react/core'
import { useEffect, useMemo } from 'react'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDocumentVisible } from '@/lib/useDocumentVisible'
import { useAppDispatch } from '@/state/hooks'

import { createBlockDebouncer, shouldSubscribeToWallet, startBlockPolling } from './blockNumber'
import { updateBlockNumber } from './slice'

export function BlockNumberUpdater() {
  const chainId = useActiveChainId()
  const { provider: walletProvider, chainId: walletChainId } = useWeb3React()
  const dispatch = useAppDispatch()
  const isVisible = useDocumentVisible()

  const debouncer = useMemo(
    () => createBlockDebouncer((blockNumber) => dispatch(updateBlockNumber({ chainId, blockNumber }))),
    [chainId, dispatch],
  )
  useEffect(() => () => debouncer.cancel(), [debouncer])

  useEffect(() => {
    if (!isVisible || !isSupportedChain(chainId)) return
    const provider = getReadProvider(chainId)
    return startBlockPolling({
      fetchBlockNumber: () => provider.getBlockNumber(),
      intervalMs: CHAINS[chainId].blockPollingMs,
      onBlock: debouncer.push,
      onError: (error) => console.debug('Failed to get the block number', chainId, error),
    })
  }, [chainId, debouncer, isVisible])

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
