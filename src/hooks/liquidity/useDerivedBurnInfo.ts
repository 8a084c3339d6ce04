// The remove form's state (a page-local reducer, not part of the root store) and what it derives from the pair,
// the account's pool tokens and their total supply.
import { useCallback, useMemo, useReducer } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { usePair } from '@/hooks/liquidity/pairs'
import { useTotalSupply } from '@/hooks/liquidity/useTotalSupply'
import { useTokenBalanceRead } from '@/hooks/tokens/balances'
import { useReadIncludesLastMined } from '@/hooks/transactions/useReadIncludesLastMined'
import { type Currency, type Pair, type Token, type TokenAmount, wrappedCurrency } from '@/sdk'
import { type BurnInfo, deriveBurnInfo } from '@/state/burn/derive'
import { type BurnField, burnReducer, type BurnState, initialBurnState, typeInput } from '@/state/burn/slice'

export interface DerivedBurnInfo extends BurnInfo {
  state: BurnState
  pair: Pair | null
  tokenA: Token | undefined
  tokenB: Token | undefined
  userLiquidity: TokenAmount | undefined
  totalSupply: TokenAmount | undefined
  onUserInput: (field: BurnField, typedValue: string) => void
}

export function useDerivedBurnInfo(
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
): DerivedBurnInfo {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const [state, dispatch] = useReducer(burnReducer, initialBurnState)
  const [, pair] = usePair(currencyA, currencyB)
  const tokenA = wrappedCurrency(currencyA, chainId)
  const tokenB = wrappedCurrency(currencyB, chainId)
  const { balance: userLiquidity, readBlock } = useTokenBalanceRead(account, pair?.liquidityToken)
  const totalSupply = useTotalSupply(pair?.liquidityToken)
  const isBalanceCurrent = useReadIncludesLastMined(readBlock)

  const info = useMemo(
    () =>
      deriveBurnInfo({
        state,
        pair,
        tokenA,
        tokenB,
        userLiquidity,
        totalSupply,
        hasAccount: Boolean(account),
        isBalanceCurrent,
      }),
    [state, pair, tokenA, tokenB, userLiquidity, totalSupply, account, isBalanceCurrent],
  )
  const onUserInput = useCallback(
    (field: BurnField, typedValue: string) => dispatch(typeInput({ field, typedValue })),
    [],
  )
  return { ...info, state, pair, tokenA, tokenB, userLiquidity, totalSupply, onUserInput }
}
