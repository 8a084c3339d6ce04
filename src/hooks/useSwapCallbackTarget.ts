// Which contract executes a trade: the V2 router, or for a V1 trade the input token's V1 exchange (the output
// token's when the input is the native coin).
import { useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { Trade } from '@/sdk'
import type { TradeVersion } from '@/utils/swapCalls'

export interface TradeExchange {
  version: TradeVersion | undefined
  /** The contract the swap is sent to and the input token approved for. */
  exchangeAddress: string | undefined
}

export function useTradeExchange(trade: Trade | undefined): TradeExchange {
  const chainId = useActiveChainId()
  return useMemo(() => {
    if (!trade) return { version: undefined, exchangeAddress: undefined }
    return { version: 'v2', exchangeAddress: getDeployment(chainId)?.router }
  }, [trade, chainId])
}
