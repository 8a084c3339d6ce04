// The token check's say on the trade in the swap form (issue 41): each side's token on no active list is checked
// (useTokenRisk), and the verdicts decide the router function, the slippage the bounds use and whether the trade
// may go ahead (src/utils/swap/tradeRisk).
import { useMemo, useState } from 'react'

import { useTokenRisk } from '@/hooks/tokens/useTokenRisk'
import { type Currency, Token, WrappedTokenInfo } from '@/sdk'
import { type SideRisk, type TradeRiskPlan, tradeRiskPlan } from '@/utils/swap/tradeRisk'

/** A token no active list vouches for (imported, or come by URL): the ones the check looks at. */
export function unlistedToken(currency: Currency | undefined): Token | undefined {
  return currency instanceof Token && !(currency instanceof WrappedTokenInfo) ? currency : undefined
}

function useSideRisk(currency: Currency | undefined): SideRisk {
  const token = unlistedToken(currency)
  const verdict = useTokenRisk(token)
  return token ? (verdict ?? 'checking') : 'listed'
}

export interface SellRevertsAcknowledgement {
  /** The token that cannot be sold. */
  token: Token
  acknowledged: boolean
  onChange: (acknowledged: boolean) => void
}

export interface TradeRisk extends TradeRiskPlan {
  /** Offered in expert mode when the output cannot be sold: the trade waits until it is checked. */
  acknowledgement?: SellRevertsAcknowledgement
}

export function useTradeRisk({
  input,
  output,
  exactOutput,
  isExpertMode,
  allowedSlippageBips,
}: {
  input: Currency | undefined
  output: Currency | undefined
  exactOutput: boolean
  isExpertMode: boolean
  allowedSlippageBips: number
}): TradeRisk {
  const inputRisk = useSideRisk(input)
  const outputRisk = useSideRisk(output)
  const outputToken = unlistedToken(output)
  // Said of one token: choosing another output asks again.
  const [acknowledgedToken, setAcknowledgedToken] = useState<Token>()
  const acknowledged = outputToken !== undefined && acknowledgedToken?.equals(outputToken) === true
  return useMemo(() => {
    const plan = tradeRiskPlan({
      input: inputRisk,
      output: outputRisk,
      exactOutput,
      isExpertMode,
      sellRevertsAcknowledged: acknowledged,
      allowedSlippageBips,
    })
    const offersAcknowledgement =
      isExpertMode && outputToken && typeof outputRisk === 'object' && outputRisk.risk === 'sell-reverts'
    return offersAcknowledgement
      ? {
          ...plan,
          acknowledgement: {
            token: outputToken,
            acknowledged,
            onChange: (checked: boolean) => setAcknowledgedToken(checked ? outputToken : undefined),
          },
        }
      : plan
  }, [inputRisk, outputRisk, outputToken, exactOutput, isExpertMode, acknowledged, allowedSlippageBips])
}
