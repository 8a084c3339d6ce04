// Whether the chain's MasterBreeder has claimRewards(pids): its runtime code, read once per deployment (chain and
// address), dispatches the selector. Deployments made before the function existed say no, so "Claim all" stays hidden.
import { useEffect, useState } from 'react'

import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDeployment } from '@/hooks/contracts/deployment'
import { dispatchesSelector } from '@/utils/staking/claimAll'

/** One read per deployment for the page's lifetime: a contract's code never changes at an address. */
const supportByDeployment = new Map<string, Promise<boolean>>()

/** undefined while unknown (hidden meanwhile); a failed read is forgotten, so the next visit asks again. */
export function useSupportsClaimAll(): boolean | undefined {
  const chainId = useActiveChainId()
  const address = useDeployment()?.staking.masterBreeder
  const provider = useReadProvider()
  const key = address ? `${chainId}:${address.toLowerCase()}` : undefined
  const [known, setKnown] = useState<{ key: string; supports: boolean }>()

  useEffect(() => {
    if (!key || !address) return
    let isCurrent = true
    let read = supportByDeployment.get(key)
    if (!read) {
      read = provider.getCode(address).then((code) => dispatchesSelector(code))
      supportByDeployment.set(key, read)
    }
    read.then(
      (supports) => isCurrent && setKnown({ key, supports }),
      () => supportByDeployment.delete(key),
    )
    return () => {
      isCurrent = false
    }
  }, [key, address, provider])

  return known && known.key === key ? known.supports : undefined
}
