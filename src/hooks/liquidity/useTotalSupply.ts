// Total supplies (a pair's pool tokens, typically) through multicall: one token's, or a batch's; undefined until known.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { useTokenContract } from '@/hooks/contracts/tokens'
import { type Token, TokenAmount } from '@/sdk'
import { useMultipleContractSingleData, useSingleCallResult } from '@/state/multicall/hooks'

export function useTotalSupply(token?: Token): TokenAmount | undefined {
  const contract = useTokenContract(token?.address, false)
  const totalSupply = useSingleCallResult(contract, 'totalSupply').result?.[0]
  return useMemo(
    () => (token && totalSupply ? new TokenAmount(token, totalSupply.toString()) : undefined),
    [token, totalSupply],
  )
}

/** Total supplies of several tokens in one multicall batch, in their order; each undefined until known. */
export function useTotalSupplies(tokens: readonly (Token | undefined)[]): {
  supplies: (TokenAmount | undefined)[]
  isLoading: boolean
} {
  const addresses = useMemo(() => tokens.map((token) => token?.address), [tokens])
  const results = useMultipleContractSingleData(addresses, ERC20_INTERFACE, 'totalSupply')
  return useMemo(() => {
    const supplies = results.map((state, i) => {
      const token = tokens[i]
      const raw = state.result?.[0]
      return token && raw !== undefined ? new TokenAmount(token, raw.toString()) : undefined
    })
    return { supplies, isLoading: results.some((state) => state.loading) }
  }, [tokens, results])
}
