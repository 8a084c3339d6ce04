// The read provider of the chain the app is showing.
import type { Web3Provider } from '@ethersproject/providers'
import { useMemo } from 'react'

import { getReadProvider } from './readProvider'
import { useActiveChainId } from './useActiveChainId'

export function useReadProvider(): Web3Provider {
  const chainId = useActiveChainId()
  return useMemo(() => getReadProvider(chainId), [chainId])
}
