// The connected account's native balance on the chain the app shows, re-read on every new block: through the
// multicall's getEthBalance, so it rides the block poll's batch (issue 16: one request per block); by
// eth_getBalance on a chain without a multicall deployment.
import type { BigNumber } from '@ethersproject/bignumber'
import { useEffect, useMemo, useState } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useMulticallContract } from '@/hooks/contracts/multicall'
import { useBlockNumber } from '@/state/application/hooks'
import { useSingleCallResult } from '@/state/multicall/hooks'

interface Reading {
  key: string
  value: BigNumber
}

export function useNativeBalance(): BigNumber | undefined {
  const { account, chainId: walletChainId } = useWeb3React()
  const chainId = useActiveChainId()
  // A balance read on another chain than the wallet's would be a wrong number, not a missing one.
  const owner = account && walletChainId === chainId ? account : undefined
  const multicall = useMulticallContract()
  const inputs = useMemo(() => [owner], [owner])
  const { result } = useSingleCallResult(owner ? multicall : undefined, 'getEthBalance', inputs)
  const direct = useDirectBalance(multicall ? undefined : owner, chainId)
  if (!owner) return undefined
  return multicall ? (result?.[0] as BigNumber | undefined) : direct
}

/** eth_getBalance on every block, for chains whose multicall is unknown. */
function useDirectBalance(account: string | undefined, chainId: number): BigNumber | undefined {
  const provider = useReadProvider()
  // Followed only while there is a balance to read this way: with a multicall, the header does not render per block.
  const blockNumber = useBlockNumber(account !== undefined)
  const [reading, setReading] = useState<Reading>()
  const key = account ? `${chainId}:${account}` : undefined

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
