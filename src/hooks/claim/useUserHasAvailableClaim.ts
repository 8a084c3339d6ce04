// Whether an account has a claim that is not yet claimed on chain, and how much it is.
import { BigNumber } from '@ethersproject/bignumber'
import { useMemo } from 'react'

import { useMerkleDistributorContract } from '@/hooks/contracts/governance'
import { useSingleCallResult } from '@/state/multicall/hooks'

import { useUserClaimData } from './useUserClaimData'

/** True only when the claim exists and isClaimed(index) is known to be false. */
export function useUserHasAvailableClaim(account: string | null | undefined): boolean {
  const claim = useUserClaimData(account)
  const distributor = useMerkleDistributorContract()
  const index = claim?.index
  const inputs = useMemo(() => (index === undefined ? undefined : [index]), [index])
  // Without a claim there is no call to make (an isClaimed() without its index would not encode).
  const isClaimed = useSingleCallResult(inputs ? distributor : null, 'isClaimed', inputs)
  return Boolean(claim && isClaimed.result && isClaimed.result[0] === false)
}

/** The unclaimed amount in raw units, or undefined when there is nothing to claim. */
export function useUserUnclaimedAmount(account: string | null | undefined): BigNumber | undefined {
  const claim = useUserClaimData(account)
  const isAvailable = useUserHasAvailableClaim(account)
  return useMemo(() => (claim && isAvailable ? BigNumber.from(claim.amount) : undefined), [claim, isAvailable])
}
