// The read provider of the chain the app is showing.
import { useMemo } from 'react'

import { getReadProvider, type ReadProvider } from './readProvider'
import { useActiveChainId } from './useActiveChainId'

export function useReadProvider(): ReadProvider {
  const chainId = useActiveChainId()
  return useMemo(() => getReadProvider(chainId), [chainId])
}
