// The deposit: builds addLiquidity or addLiquidityETH for the typed amounts and sends it through the one
// transaction path, recorded as 'Add 10 BUSD and 5 FRA'. Rejects with the wallet's error.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { type CurrencyAmount, currencySymbol } from '@/sdk'
import { shortenSymbol } from '@/utils/format/shortenSymbol'
import { addLiquidityCall } from '@/utils/liquidity/addLiquidityCalls'
import { populateCall } from '@/utils/transactions/send'

import { useRouterWrite } from './useRouterWrite'

export interface AddLiquidityOptions {
  amountA: CurrencyAmount | undefined
  amountB: CurrencyAmount | undefined
  noLiquidity: boolean
  /** The user's slippage tolerance in basis points. */
  slippageBips: number
}

/** Resolves the transaction hash; null while the amounts, the account or the router are missing. */
export function useAddLiquidityCallback({
  amountA,
  amountB,
  noLiquidity,
  slippageBips,
}: AddLiquidityOptions): (() => Promise<string>) | null {
  const { t } = useTranslation()
  const { account, chainId, router, getDeadline, send } = useRouterWrite()

  return useMemo(() => {
    if (!amountA || !amountB || !account || !router) return null
    return async () => {
      const deadline = await getDeadline()
      const call = addLiquidityCall(amountA, amountB, {
        slippageBips,
        noLiquidity,
        recipient: account,
        deadline,
        chainId,
      })
      const summary = t('addLiquidity.summary', {
        amountA: amountA.toSignificant(3),
        symbolA: shortenSymbol(currencySymbol(amountA.currency, chainId)),
        amountB: amountB.toSignificant(3),
        symbolB: shortenSymbol(currencySymbol(amountB.currency, chainId)),
      })
      const response = await send(populateCall(router, call.methodName, call.args, call.value), { summary })
      return response.hash
    }
  }, [amountA, amountB, account, router, getDeadline, slippageBips, noLiquidity, chainId, send, t])
}
