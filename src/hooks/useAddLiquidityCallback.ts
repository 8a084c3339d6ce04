// The deposit: builds addLiquidity or addLiquidityETH for the typed amounts, estimates its gas, pads it by 10%,
// sends it through the wallet and records it ('Add 10 BUSD and 5 FRA'). Rejects with the wallet's error.
import { BigNumber } from '@ethersproject/bignumber'
import { useWeb3React } from '@web3-react/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useRouterContract } from '@/hooks/contracts/exchange'
import { useTransactionDeadline } from '@/hooks/useTransactionDeadline'
import { type CurrencyAmount, currencySymbol } from '@/sdk'
import { useTransactionAdder } from '@/state/transactions/hooks'
import { addLiquidityCall } from '@/utils/addLiquidityCalls'
import { sendWithMargin } from '@/utils/sendWithMargin'
import { shortenSymbol } from '@/utils/shortenSymbol'

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
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const router = useRouterContract()
  const getDeadline = useTransactionDeadline()
  const addTransaction = useTransactionAdder()

  return useMemo(() => {
    if (!amountA || !amountB || !account || !router || !router.signer) return null
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
      const value = call.value ? BigNumber.from(call.value) : undefined
      return sendWithMargin(
        router,
        call.methodName,
        call.args,
        (response) => addTransaction(response, { summary }),
        value,
      )
    }
  }, [amountA, amountB, account, router, getDeadline, slippageBips, noLiquidity, chainId, addTransaction, t])
}
