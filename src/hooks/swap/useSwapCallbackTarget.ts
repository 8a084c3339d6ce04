// Which contract executes a trade: the V2 router, or for a V1 trade the input token's V1 exchange (the output
// token's when the input is the native coin). The input token is approved for the same contract.
import { useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { getTradeVersion, useV1ExchangeAddress } from '@/hooks/v1/v1'
import { Token, type Trade } from '@/sdk'
import type { TradeVersion } from '@/utils/swap/swapCalls'

export interface TradeExchange {
  version: TradeVersion | undefined
  /** The contract the swap is sent to; undefined while a V1 exchange is being looked up. */
  exchangeAddress: string | undefined
}

/** The token whose V1 exchange runs a V1 trade: the input token, or the output token when selling native. */
export function v1ExchangeToken(trade: Trade | undefined): Token | undefined {
  if (!trade) return undefined
  const { currency: input } = trade.inputAmount
  const { currency: output } = trade.outputAmount
  return input instanceof Token ? input : output instanceof Token ? output : undefined
}

export function useTradeExchange(trade: Trade | undefined): TradeExchange {
  const chainId = useActiveChainId()
  const version = getTradeVersion(trade)
  const v1Exchange = useV1ExchangeAddress(version === 'v1' ? v1ExchangeToken(trade)?.address : undefined)
  return useMemo(() => {
    if (!version) return { version: undefined, exchangeAddress: undefined }
    return { version, exchangeAddress: version === 'v1' ? v1Exchange : getDeployment(chainId)?.router }
  }, [version, v1Exchange, chainId])
}
