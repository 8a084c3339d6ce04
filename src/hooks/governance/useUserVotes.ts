// The connected account's governance reads: current votes, votes at a block, its delegate and its token balance.
import type { BigNumber } from '@ethersproject/bignumber'
import { formatUnits } from '@ethersproject/units'
import { useMemo } from 'react'

import type { VenomToken } from '@/abis/types'
import { useWeb3React } from '@/connection/web3Context'
import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { type MethodName, useSingleCallResult } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

const TOKEN_DECIMALS = 18
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

function useTokenRead(method: MethodName<VenomToken>, inputs: (string | number)[] | undefined): unknown {
  const token = useGovernanceTokenContract()
  const state = useSingleCallResult(inputs ? token : null, method, inputs)
  return state.result?.[0]
}

function useAmount(method: MethodName<VenomToken>, inputs: (string | number)[] | undefined): string | undefined {
  const value = useTokenRead(method, inputs) as BigNumber | undefined
  return useMemo(() => (value ? formatUnits(value, TOKEN_DECIMALS) : undefined), [value])
}

function useAccountInputs(): string[] | undefined {
  const { account } = useWeb3React()
  return useMemo(() => (account ? [account] : undefined), [account])
}

/** getCurrentVotes(account) as a decimal string; undefined without an account or while loading. */
export function useUserVotes(): string | undefined {
  return useAmount('getCurrentVotes', useAccountInputs())
}

/**
 * getPriorVotes(account, block): the votes that count for a proposal starting at that block. The token refuses
 * blocks that are not yet mined, so a pending proposal reads as undefined.
 */
export function useUserVotesAsOfBlock(block: number | undefined): string | undefined {
  const { account } = useWeb3React()
  const inputs = useMemo(() => (account && block !== undefined ? [account, block] : undefined), [account, block])
  return useAmount('getPriorVotes', inputs)
}

/** The account's delegate: an address, null when it has none, undefined while unknown. */
export function useUserDelegatee(): string | null | undefined {
  const value = useTokenRead('delegates', useAccountInputs())
  if (value === undefined) return undefined
  const address = isAddress(value)
  return address && address !== ZERO_ADDRESS ? address : null
}

/** The account's governance token balance as a decimal string. */
export function useGovernanceTokenBalance(): string | undefined {
  return useAmount('balanceOf', useAccountInputs())
}
