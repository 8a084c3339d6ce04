// The deposit: builds addLiquidity or addLiquidityETH for the typed amounts and sends it through the one
// transaction path, recorded as 'Add 10 BUSD and 5 FRA'. Rejects with the wallet's error.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { type CurrencyAmount, currencySymbol } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { shortenSymbol } from '@/utils/format/shortenSymbol'
import { addLiquidityCall } from '@/utils/liquidity/addLiquidityCalls'
import { type BuildCalls, populateCall } from '@/utils/transactions/send'

import { useRouterWrite } from './useRouterWrite'

export interface AddLiquidityOptions {
  amountA: CurrencyAmount | undefined
  amountB: CurrencyAmount | undefined
  noLiquidity: boolean
  /** The user's slippage tolerance in basis points. */
  slippageBips: number
}

export interface AddLiquidityWrite {
  /** Resolves the transaction hash; null while the amounts, the account or the router are missing. */
  callback: (() => Promise<string>) | null
  /** The call the callback sends, for the confirm dialog's network fee. */
  buildCalls: BuildCalls | undefined
}

export function useAddLiquidityCallback({
  amountA,
  amountB,
  noLiquidity,
  slippageBips,
}: AddLiquidityOptions): AddLiquidityWrite {
  const { t } = useTranslation()
  const { account, chainId, router, getDeadline, send } = useRouterWrite()

  return useMemo(() => {
    if (!amountA || !amountB || !account || !router) return { callback: null, buildCalls: undefined }
    const populate = async () => {
      const deadline = await getDeadline()
      const call = addLiquidityCall(amountA, amountB, {
        slippageBips,
        noLiquidity,
        recipient: account,
        deadline,
        chainId,
      })
      return populateCall(router, call.methodName, call.args, call.value)
    }
    const callback = async () => {
      const summary = t('addLiquidity.summary', {
        amountA: localizeDecimal(amountA.toSignificant(3)),
        symbolA: shortenSymbol(currencySymbol(amountA.currency, chainId)),
        amountB: localizeDecimal(amountB.toSignificant(3)),
        symbolB: shortenSymbol(currencySymbol(amountB.currency, chainId)),
      })
      const response = await send(populate(), { summary })
      return response.hash
    }
    return { callback, buildCalls: async () => [await populate()] }
  }, [amountA, amountB, account, router, getDeadline, slippageBips, noLiquidity, chainId, send, t])
}
