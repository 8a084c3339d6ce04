// Fetches one list and records the outcome (pending, fulfilled, rejected) under a fresh request id.
import { nanoid } from '@reduxjs/toolkit'
import type { TokenList } from '@uniswap/token-lists'
import { useCallback } from 'react'

import { ChainId } from '@/config/chains'
import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAppDispatch } from '@/state/hooks'

import { fetchTokenList } from './slice'

export function useFetchListCallback(): (listUrl: string, sendDispatch?: boolean) => Promise<TokenList> {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()

  // ENS-named lists resolve only on Ethereum, through the mainnet read provider.
  const resolveENSContentHash = useCallback(
    async (ensName: string) => {
      if (chainId !== ChainId.MAINNET) throw new Error('Could not construct mainnet ENS resolver')
      const { resolveENSContentHash: resolve } = await import('@/utils/lists/resolveENSContentHash')
      return resolve(ensName, getReadProvider(ChainId.MAINNET))
    },
    [chainId],
  )

  return useCallback(
    async (listUrl: string, sendDispatch = true) => {
      const requestId = nanoid()
      // Synchronously, before any await: the updater must see the list as loading right away.
      if (sendDispatch) dispatch(fetchTokenList.pending({ url: listUrl, requestId }))
      try {
        // The validator and fetch code load on demand, off the first page load.
        const { getTokenList } = await import('@/utils/lists/getTokenList')
        const tokenList = await getTokenList(listUrl, resolveENSContentHash)
        if (sendDispatch) dispatch(fetchTokenList.fulfilled({ url: listUrl, requestId, tokenList }))
        return tokenList
      } catch (error) {
        console.debug(`Failed to get list at url ${listUrl}`, error)
        const errorMessage = error instanceof Error ? error.message : String(error)
        if (sendDispatch) dispatch(fetchTokenList.rejected({ url: listUrl, requestId, errorMessage }))
        throw error
      }
    },
    [dispatch, resolveENSContentHash],
  )
}
