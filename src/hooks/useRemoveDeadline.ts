// The deadline of a removal or a permit: the latest block's timestamp (the chain's clock) plus the user's ttl.
import { useCallback } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useUserDeadline } from '@/state/user/hooks'

export function useRemoveDeadline(): () => Promise<number> {
  const readProvider = useReadProvider()
  const [ttl] = useUserDeadline()
  return useCallback(async () => {
    let timestamp: number
    try {
      timestamp = (await readProvider.getBlock('latest')).timestamp
    } catch {
      // This machine's clock when the chain does not answer.
      timestamp = Math.floor(Date.now() / 1000)
    }
    return timestamp + ttl
  }, [readProvider, ttl])
}
