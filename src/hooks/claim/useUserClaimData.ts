// The connected chain's claims file and one account's claim in it.
import { useEffect, useState } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'

import { claimOf, type ClaimsByAccount, type UserClaimData } from './claimsFile'
import { fetchClaims } from './fetchClaims'

interface Loaded {
  chainId: number
  claims: ClaimsByAccount | undefined
}

/** The active chain's claims: undefined while loading or when the chain has none. */
export function useClaims(): ClaimsByAccount | undefined {
  const chainId = useActiveChainId()
  const [loaded, setLoaded] = useState<Loaded>()
  useEffect(() => {
    let isCurrent = true
    void fetchClaims(chainId).then((claims) => {
      if (isCurrent) setLoaded({ chainId, claims })
    })
    return () => {
      isCurrent = false
    }
  }, [chainId])
  return loaded?.chainId === chainId ? loaded.claims : undefined
}

/** The claim of an address (any case) on the active chain, or undefined. */
export function useUserClaimData(account: string | null | undefined): UserClaimData | undefined {
  return claimOf(useClaims(), account)
}
