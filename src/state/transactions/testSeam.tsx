// End-to-end builds only (VITE_E2E_HOOKS=true): window.__venom.addTransaction(hash, summary) records a transaction
// the test sent with the page's wallet, through the same path as the app's own adder.
import { useEffect } from 'react'

import { getReadProvider } from '@/connection/readProvider'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useBlockNumber } from '@/state/application/hooks'
import { useAppDispatch } from '@/state/hooks'

import { recordTransaction } from './hooks'

declare global {
  interface Window {
    __venom?: { addTransaction(hash: string, summary?: string): Promise<void> }
  }
}

export function TransactionTestSeam() {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  const dispatch = useAppDispatch()

  useEffect(() => {
    window.__venom = {
      async addTransaction(hash: string, summary?: string) {
        if (!account) throw new Error('No account connected')
        const response = await getReadProvider(chainId).getTransaction(hash)
        if (!response) throw new Error(`Unknown transaction ${hash}`)
        recordTransaction(dispatch, { chainId, account, blockNumber }, response, { summary })
      },
    }
    return () => {
      delete window.__venom
    }
  }, [account, chainId, blockNumber, dispatch])

  return null
}
