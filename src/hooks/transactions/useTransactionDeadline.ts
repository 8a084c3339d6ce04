// The user's deadline for the next transaction, read when it is sent: the latest block's timestamp plus the ttl.
import { useCallback } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useUserDeadline } from '@/state/user/hooks'
import { transactionDeadline } from '@/utils/transactions/deadline'

export function useTransactionDeadline(): () => Promise<number> {
  const readProvider = useReadProvider()
  const [ttl] = useUserDeadline()
  return useCallback(async () => {
    let timestamp: number | undefined
    try {
      timestamp = (await readProvider.getBlock('latest')).timestamp
    } catch {
      timestamp = undefined // the chain does not answer: this machine's clock
    }
    return transactionDeadline(ttl, timestamp)
  }, [readProvider, ttl])
}
