// Approval for a trade: the most the trade may sell (slippage included), for the router or the V1 exchange.
import { useMemo } from 'react'

import { type ApprovalState, useApproveCallback } from '@/hooks/tokens/useApproveCallback'
import type { CurrencyAmount, Trade } from '@/sdk'
import { slippagePercent } from '@/utils/swap/slippage'

import { useTradeExchange } from './useSwapCallbackTarget'

export function useApproveCallbackFromTrade(
  trade: Trade | undefined,
  allowedSlippageBips = 0,
): [ApprovalState, () => Promise<void>, CurrencyAmount | undefined] {
  const amountToApprove = useMemo(
    () => (trade ? trade.maximumAmountIn(slippagePercent(allowedSlippageBips)) : undefined),
    [trade, allowedSlippageBips],
  )
  const { exchangeAddress } = useTradeExchange(trade)
  const [approval, approve] = useApproveCallback(amountToApprove, exchangeAddress)
  // The amount too, for the approve button's tooltip.
  return [approval, approve, amountToApprove]
}
