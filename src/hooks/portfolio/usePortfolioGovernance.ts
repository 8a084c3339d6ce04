// The connected account's governance figures for the portfolio: its locked VENOM (the share of farm rewards the token
// holds until its unlock schedule frees it) with its value, what of it can be unlocked now, its votes and its
// delegate. Each is one call in the block's multicall batch; the votes and delegate are the vote page's reads.
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { useUserDelegatee, useUserVotes } from '@/hooks/governance/useUserVotes'
import { resultBigInt } from '@/hooks/staking/calls'
import { useRewardTokenAddress } from '@/hooks/staking/useRewardTokenAddress'
import { type ChainId, Token } from '@/sdk'
import { useSingleCallResult } from '@/state/multicall/hooks'
import { type Holding, holdingUsd } from '@/utils/portfolio/holdings'
import type { PricingContext } from '@/utils/pricing/usdPrice'
import { isAddress } from '@/utils/tokens/address'

const TOKEN_DECIMALS = 18

export interface GovernanceHolding extends Holding {
  /** The governance token: VENOM. */
  token: Token
  /** Raw VENOM of the locked amount that unlock() would free now. */
  unlockable?: bigint
  /** Current votes, whole tokens as a decimal string. */
  votes?: string
  /** An address, null with no delegate, undefined while unknown. */
  delegate?: string | null
}

export function usePortfolioGovernance(
  account: string | undefined,
  context: PricingContext | undefined,
): { governance?: GovernanceHolding; isLoading: boolean } {
  const chainId = useActiveChainId()
  const owner = isAddress(account) || undefined
  const contract = useGovernanceTokenContract()
  const token = useRewardTokenAddress()
  const inputs = useMemo(() => (owner ? [owner] : undefined), [owner])
  const lockRead = useSingleCallResult(owner ? contract : null, 'lockOf', inputs)
  const unlockableRead = useSingleCallResult(owner ? contract : null, 'canUnlockAmount', inputs)
  const votes = useUserVotes()
  const delegate = useUserDelegatee()
  const locked = resultBigInt(lockRead)
  const unlockable = resultBigInt(unlockableRead)
  return useMemo(() => {
    if (!owner || !token || locked === undefined) return { isLoading: Boolean(owner && token) }
    const venom = new Token(chainId as ChainId, token, TOKEN_DECIMALS)
    const usd = holdingUsd(venom, locked, context)
    return { governance: { token: venom, raw: locked, usd, unlockable, votes, delegate }, isLoading: false }
  }, [chainId, owner, token, locked, unlockable, votes, delegate, context])
}
