// Selectors over the persisted governance-token figures of the active chain.
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAppSelector } from '@/state/hooks'
import { isAddress } from '@/utils/tokens/address'

import type { GovernanceTokenDetails, GovernanceTokenUserDetails } from './slice'

export function useGovernanceTokenDetails(): GovernanceTokenDetails | undefined {
  const chainId = useActiveChainId()
  return useAppSelector((state) => state.governanceToken.details[chainId])
}

export function useGovernanceTokenUserDetails(
  account: string | null | undefined,
): GovernanceTokenUserDetails | undefined {
  const chainId = useActiveChainId()
  const checksummed = isAddress(account)
  return useAppSelector((state) =>
    checksummed ? state.governanceToken.userDetails[chainId]?.[checksummed] : undefined,
  )
}
