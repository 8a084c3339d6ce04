// A token's total supply (a pair's pool tokens, typically) through multicall; undefined until known.
import { useMemo } from 'react'

import { useTokenContract } from '@/hooks/contracts/tokens'
import { type Token, TokenAmount } from '@/sdk'
import { useSingleCallResult } from '@/state/multicall/hooks'

export function useTotalSupply(token?: Token): TokenAmount | undefined {
  const contract = useTokenContract(token?.address, false)
  const totalSupply = useSingleCallResult(contract, 'totalSupply').result?.[0]
  return useMemo(
    () => (token && totalSupply ? new TokenAmount(token, totalSupply.toString()) : undefined),
    [token, totalSupply],
  )
}
