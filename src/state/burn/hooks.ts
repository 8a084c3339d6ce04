// The remove form's state (a page-local reducer, not part of the root store) and what it derives from the pair,
// the account's pool tokens and their total supply.
import { useWeb3React } from '@web3-react/core'
import { useCallback, useMemo, useReducer } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useTokenBalance } from '@/hooks/balances'
import { usePairContract } from '@/hooks/contracts/exchange'
import { usePair } from '@/hooks/pairs'
import { type Currency, type Pair, type Token, TokenAmount, wrappedCurrency } from '@/sdk'
import { useSingleCallResult } from '@/state/multicall/hooks'

import { type BurnInfo, deriveBurnInfo } from './derive'
import { type BurnField, burnReducer, type BurnState, initialBurnState, typeInput } from './slice'

/** A pool token's total supply, undefined until read. */
export function useTotalSupply(token: Token | undefined): TokenAmount | undefined {
  const contract = usePairContract(token?.address, false)
  const supply = useSingleCallResult(contract, 'totalSupply').result?.[0]
  return useMemo(() => (token && supply ? new TokenAmount(token, supply.toString()) : undefined), [token, supply])
}

export interface Burn extends BurnInfo {
  state: BurnState
  pair: Pair | null
  tokenA: Token | undefined
  tokenB: Token | undefined
  userLiquidity: TokenAmount | undefined
  totalSupply: TokenAmount | undefined
  onUserInput: (field: BurnField, typedValue: string) => void
}

export function useBurn(currencyA: Currency | null | undefined, currencyB: Currency | null | undefined): Burn {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const [state, dispatch] = useReducer(burnReducer, initialBurnState)
  const [, pair] = usePair(currencyA, currencyB)
  const tokenA = wrappedCurrency(currencyA, chainId)
  const tokenB = wrappedCurrency(currencyB, chainId)
  const userLiquidity = useTokenBalance(account, pair?.liquidityToken)
  const totalSupply = useTotalSupply(pair?.liquidityToken)

  const info = useMemo(
    () => deriveBurnInfo({ state, pair, tokenA, tokenB, userLiquidity, totalSupply, hasAccount: Boolean(account) }),
    [state, pair, tokenA, tokenB, userLiquidity, totalSupply, account],
  )
  const onUserInput = useCallback(
    (field: BurnField, typedValue: string) => dispatch(typeInput({ field, typedValue })),
    [],
  )
  return { ...info, state, pair, tokenA, tokenB, userLiquidity, totalSupply, onUserInput }
}
