// One pair by its address, for the pool page: its tokens, reserves and supply, and whether the factory made it (its
// getPair for the two tokens names this address). A contract that only looks like a pair is not shown as a pool.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { PAIR_INTERFACE } from '@/abis/interfaces/pair'
import { useV2FactoryContract } from '@/hooks/contracts/factory'
import { resultBigInt, resultString } from '@/hooks/staking/calls'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { NEVER_RELOAD, useMultipleContractSingleData, useSingleCallResult } from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

import type { FactoryPool } from './useFactoryPools'

export type FactoryPoolState = { status: 'loading' } | { status: 'notFound' } | { status: 'found'; pool: FactoryPool }

export function useFactoryPool(address: string | undefined): FactoryPoolState {
  const checksummed = isAddress(address) || undefined
  const addresses = useMemo(() => [checksummed], [checksummed])
  const [token0Call] = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'token0', undefined, NEVER_RELOAD)
  const [token1Call] = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'token1', undefined, NEVER_RELOAD)
  const [reservesCall] = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'getReserves')
  const [supplyCall] = useMultipleContractSingleData(addresses, ERC20_INTERFACE, 'totalSupply')
  const token0Address = isAddress(resultString(token0Call)) || undefined
  const token1Address = isAddress(resultString(token1Call)) || undefined
  const pairInputs = useMemo(() => [token0Address, token1Address], [token0Address, token1Address])
  // Not called while a token is unknown (an input left undefined).
  const madeCall = useSingleCallResult(useV2FactoryContract(), 'getPair', pairInputs, NEVER_RELOAD)
  const tokens = useTokenInfos(pairInputs)
  const listed = useAllTokens()

  return useMemo((): FactoryPoolState => {
    if (!checksummed) return { status: 'notFound' }
    const calls = [token0Call, token1Call, reservesCall, supplyCall]
    if (calls.some((call) => call?.loading)) return { status: 'loading' }
    if (!token0Address || !token1Address) return { status: 'notFound' }
    if (madeCall.loading) return { status: 'loading' }
    if (isAddress(resultString(madeCall)) !== checksummed) return { status: 'notFound' }
    const token0 = tokens[token0Address]
    const token1 = tokens[token1Address]
    const reserve0 = resultBigInt(reservesCall, 0)
    const reserve1 = resultBigInt(reservesCall, 1)
    const totalSupply = resultBigInt(supplyCall)
    if (!token0 || !token1 || reserve0 === undefined || reserve1 === undefined || totalSupply === undefined)
      return { status: 'loading' }
    const hasUnlistedToken = !listed[token0.address] || !listed[token1.address]
    return {
      status: 'found',
      pool: { address: checksummed, token0, token1, reserve0, reserve1, totalSupply, hasUnlistedToken },
    }
  }, [
    checksummed,
    token0Call,
    token1Call,
    reservesCall,
    supplyCall,
    token0Address,
    token1Address,
    madeCall,
    tokens,
    listed,
  ])
}
