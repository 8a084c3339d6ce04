// The connected account's native balance on the chain the app shows, re-read on every new block.
import type { BigNumber } from '@ethersproject/bignumber'
import { useWeb3React } from '@web3-react/core'
import { useEffect, useState } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber } from '@/state/application/hooks'

interface Reading {
  key: string
  value: BigNumber
}

export function useNativeBalance(): BigNumber | undefined {
  const { account, chainId: walletChainId } = useWeb3React()
  const chainId = useActiveChainId()
  const provider = useReadProvider()
  const blockNumber = useBlockNumber()
  const [reading, setReading] = useState<Reading>()
  // A balance read on another chain than the wallet's would be a wrong number, not a missing one.
  const key = account && walletChainId === chainId ? `${chainId}:${account}` : undefined

  useEffect(() => {
    if (!key || !account) return
    let isCurrent = true
    provider
      .getBalance(account)
      .then((value) => {
        if (isCurrent) setReading({ key, value })
      })
      .catch((error: unknown) => console.debug('Native balance read failed', error))
    return () => {
      isCurrent = false
    }
  }, [account, key, provider, blockNumber])

  return reading && reading.key === key ? reading.value : undefined
}
