// The remove callback: builds the candidate router calls for the position (plain or with a permit, for tokens or
// the native coin) and sends the first whose gas estimates, recorded as 'Remove 1.23 BUSD and 0.5 FRA'.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { ApprovalState } from '@/hooks/tokens/useApproveCallback'
import { type Currency, currencySymbol, ETHER, type TokenAmount, wrappedCurrency } from '@/sdk'
import type { PermitSignature } from '@/utils/liquidity/permit'
import { removeLiquidityCalls, removeMinimums } from '@/utils/liquidity/removeLiquidityCalls'
import { RemoveLiquidityError } from '@/utils/liquidity/removeLiquidityErrors'
import { sendRemoveLiquidity } from '@/utils/liquidity/removeLiquiditySend'

import { useRouterWrite } from './useRouterWrite'

export interface RemoveLiquidityInputs {
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  /** Pool tokens to burn and the amounts of A and B they are worth (wrapped tokens). */
  liquidity: TokenAmount | undefined
  amountA: TokenAmount | undefined
  amountB: TokenAmount | undefined
  allowedSlippageBips: number
  approval: ApprovalState
  signature: PermitSignature | null
}

/** Resolves the transaction hash; rejects with a RemoveLiquidityError. */
export function useRemoveLiquidityCallback(inputs: RemoveLiquidityInputs): () => Promise<string> {
  const { t } = useTranslation()
  const { account, chainId, router, getDeadline, send } = useRouterWrite()
  const { currencyA, currencyB, liquidity, amountA, amountB, allowedSlippageBips, approval, signature } = inputs

  return useCallback(async () => {
    if (!router || !account) {
      throw new RemoveLiquidityError('missingDependencies')
    }
    if (!amountA || !amountB) throw new RemoveLiquidityError('missingCurrencyAmounts')
    if (!liquidity) throw new RemoveLiquidityError('missingLiquidityAmount')
    if (!currencyA || !currencyB) throw new RemoveLiquidityError('invalidCurrency')
    const tokenA = wrappedCurrency(currencyA, chainId)
    const tokenB = wrappedCurrency(currencyB, chainId)
    if (!tokenA || !tokenB) throw new RemoveLiquidityError('couldNotWrap')

    const { amountAMin, amountBMin } = removeMinimums(amountA, amountB, allowedSlippageBips)
    const calls = removeLiquidityCalls({
      tokenA,
      tokenB,
      nativeSide: currencyA === ETHER ? 'A' : currencyB === ETHER ? 'B' : undefined,
      liquidity: liquidity.raw.toString(),
      amountAMin: amountAMin.toString(),
      amountBMin: amountBMin.toString(),
      recipient: account,
      deadline: await getDeadline(),
      approved: approval === ApprovalState.APPROVED,
      signature,
    })
    const summary = t('removeLiquidity.summary', {
      amountA: amountA.toSignificant(3),
      symbolA: currencySymbol(currencyA, chainId),
      amountB: amountB.toSignificant(3),
      symbolB: currencySymbol(currencyB, chainId),
    })
    const { response } = await sendRemoveLiquidity(router, calls, (call, gasEstimate) =>
      send(call, { summary }, gasEstimate),
    )
    return response.hash
  }, [
    router,
    account,
    amountA,
    amountB,
    liquidity,
    currencyA,
    currencyB,
    chainId,
    allowedSlippageBips,
    getDeadline,
    approval,
    signature,
    send,
    t,
  ])
}
