// The user's deadline for the next transaction: the chain's clock plus the ttl. The clock is the latest polled block's
// (no request of its own, so a confirm dialog that rebuilds its transaction each block asks nothing more); the node
// is asked only when no poll brought a block lately, and this machine's clock stands in when the node does not answer.
import { useCallback } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useUserDeadline } from '@/state/user/hooks'
import { transactionDeadline } from '@/utils/transactions/deadline'

export function useTransactionDeadline(): () => Promise<number> {
  const readProvider = useReadProvider()
  const [ttl] = useUserDeadline()
  return useCallback(async () => {
    let timestamp = readProvider.chainTime()
    if (timestamp === undefined) {
      try {
        timestamp = (await readProvider.getBlock('latest')).timestamp
      } catch {
        timestamp = undefined // the chain does not answer: this machine's clock
      }
    }
    return transactionDeadline(ttl, timestamp)
  }, [readProvider, ttl])
}
