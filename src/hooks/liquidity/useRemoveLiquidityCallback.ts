// The remove callback: builds the candidate router calls for the position (plain or with a permit, for tokens or
// the native coin) and sends the first whose gas estimates, recorded as 'Remove 1.23 BUSD and 0.5 FRA'.
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { ApprovalState } from '@/hooks/tokens/useApproveCallback'
import { type Currency, currencySymbol, ETHER, type TokenAmount, wrappedCurrency } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import type { PermitSignature } from '@/utils/liquidity/permit'
import { removeLiquidityCalls, removeMinimums } from '@/utils/liquidity/removeLiquidityCalls'
import { RemoveLiquidityError } from '@/utils/liquidity/removeLiquidityErrors'
import { sendRemoveLiquidity } from '@/utils/liquidity/removeLiquiditySend'
import { type BuildCalls, populateCall } from '@/utils/transactions/send'

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

export interface RemoveLiquidityWrite {
  /** Resolves the transaction hash; rejects with a RemoveLiquidityError. */
  callback: () => Promise<string>
  /** The candidate calls the callback tries, for the confirm dialog's network fee. */
  buildCalls: BuildCalls
}

export function useRemoveLiquidityCallback(inputs: RemoveLiquidityInputs): RemoveLiquidityWrite {
  const { t } = useTranslation()
  const { account, chainId, router, getDeadline, send } = useRouterWrite()
  const { currencyA, currencyB, liquidity, amountA, amountB, allowedSlippageBips, approval, signature } = inputs

  const candidates = useCallback(async () => {
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
    return { router, calls }
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
  ])

  const callback = useCallback(async () => {
    const { router: signed, calls } = await candidates()
    const summary = t('removeLiquidity.summary', {
      amountA: localizeDecimal(amountA?.toSignificant(3) ?? ''),
      symbolA: currencySymbol(currencyA, chainId),
      amountB: localizeDecimal(amountB?.toSignificant(3) ?? ''),
      symbolB: currencySymbol(currencyB, chainId),
    })
    const { response } = await sendRemoveLiquidity(signed, calls, (call, gasEstimate) =>
      send(call, { summary }, gasEstimate),
    )
    return response.hash
  }, [candidates, amountA, amountB, currencyA, currencyB, chainId, send, t])

  const buildCalls = useCallback(async () => {
    const { router: signed, calls } = await candidates()
    return calls.map((call) => populateCall(signed, call.methodName, call.args))
  }, [candidates])

  return useMemo(() => ({ callback, buildCalls }), [callback, buildCalls])
}
