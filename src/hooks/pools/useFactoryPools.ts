// Every pair the factory has made (allPairsLength, then allPairs(i)), with its tokens, reserves and pool-token supply:
// the explorer's rows. Addresses and tokens never change once read; reserves and supply are read every block.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { PAIR_INTERFACE } from '@/abis/interfaces/pair'
import { useV2FactoryContract } from '@/hooks/contracts/factory'
import { resultBigInt, resultString } from '@/hooks/staking/calls'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { useAllTokens } from '@/hooks/tokens/tokens'
import type { Token } from '@/sdk'
import {
  NEVER_RELOAD,
  useMultipleContractSingleData,
  useSingleCallResult,
  useSingleContractMultipleData,
} from '@/state/multicall/hooks'
import { isAddress } from '@/utils/tokens/address'

export interface FactoryPool {
  /** The pair's checksummed address. */
  address: string
  token0: Token
  token1: Token
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  /** A token is on none of the user's lists (nor added by the user): its name and symbol are anyone's to choose. */
  hasUnlistedToken: boolean
}

export interface FactoryPools {
  pools: FactoryPool[]
  /** How many pairs the factory has made; undefined while loading. */
  count?: number
  /** Some pairs are still being read. */
  isLoading: boolean
}

/** More pairs than a browser should list from multicall reads; beyond it the explorer shows the first this many. */
export const MAX_LISTED_PAIRS = 2_000

export function useFactoryPools(): FactoryPools {
  const factory = useV2FactoryContract()
  const count = resultBigInt(useSingleCallResult(factory, 'allPairsLength'))
  const listedCount = count === undefined ? 0 : Number(count < BigInt(MAX_LISTED_PAIRS) ? count : MAX_LISTED_PAIRS)
  const indexes = useMemo(() => Array.from({ length: listedCount }, (_, index) => [index]), [listedCount])
  const addressResults = useSingleContractMultipleData(factory, 'allPairs', indexes, NEVER_RELOAD)
  const addresses = useMemo(
    () => addressResults.map((result) => isAddress(resultString(result)) || undefined),
    [addressResults],
  )
  const token0s = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'token0', undefined, NEVER_RELOAD)
  const token1s = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'token1', undefined, NEVER_RELOAD)
  const reserves = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'getReserves')
  const supplies = useMultipleContractSingleData(addresses, ERC20_INTERFACE, 'totalSupply')
  const tokenAddresses = useMemo(
    () => [...token0s, ...token1s].map((result) => resultString(result)),
    [token0s, token1s],
  )
  const tokens = useTokenInfos(tokenAddresses)
  const listed = useAllTokens()

  return useMemo(() => {
    const pools: FactoryPool[] = []
    let isLoading = count === undefined
    addresses.forEach((address, index) => {
      const token0 = tokens[isAddress(resultString(token0s[index])) || '']
      const token1 = tokens[isAddress(resultString(token1s[index])) || '']
      const reserve0 = resultBigInt(reserves[index], 0)
      const reserve1 = resultBigInt(reserves[index], 1)
      const totalSupply = resultBigInt(supplies[index])
      if (
        !address ||
        !token0 ||
        !token1 ||
        reserve0 === undefined ||
        reserve1 === undefined ||
        totalSupply === undefined
      ) {
        // A call that failed (not a pair, a token without decimals) leaves the row out; one still loading says so.
        if (
          [addressResults[index], token0s[index], token1s[index], reserves[index], supplies[index]].some(
            (r) => r?.loading,
          )
        )
          isLoading = true
        return
      }
      const hasUnlistedToken = !listed[token0.address] || !listed[token1.address]
      pools.push({ address, token0, token1, reserve0, reserve1, totalSupply, hasUnlistedToken })
    })
    return { pools, count: count === undefined ? undefined : Number(count), isLoading }
  }, [count, addresses, addressResults, token0s, token1s, reserves, supplies, tokens, listed])
}
