// The token check's say on the trade in the swap form (issue 41): each side's token on no active list is checked
// (useTokenRisk), and the verdicts decide the router function, the slippage the bounds use and whether the trade
// may go ahead (src/utils/swap/tradeRisk).
import { useMemo, useState } from 'react'

import { useTokenRisk } from '@/hooks/tokens/useTokenRisk'
import { type Currency, Token, WrappedTokenInfo } from '@/sdk'
import { type SideRisk, type TradeRiskPlan, tradeRiskPlan } from '@/utils/swap/tradeRisk'
import type { TokenRiskVerdict } from '@/utils/tokens/tokenRisk'

/** A token no active list vouches for (imported, or come by URL): the ones the check looks at. */
export function unlistedToken(currency: Currency | undefined): Token | undefined {
  return currency instanceof Token && !(currency instanceof WrappedTokenInfo) ? currency : undefined
}

/** A token of the trade on no active list, and what its check found (undefined while checking). */
export interface TokenCheck {
  token: Token
  verdict: TokenRiskVerdict | undefined
}

function useTokenCheck(currency: Currency | undefined): TokenCheck | undefined {
  const token = unlistedToken(currency)
  const verdict = useTokenRisk(token)
  return useMemo(() => (token ? { token, verdict } : undefined), [token, verdict])
}

const sideRisk = (check: TokenCheck | undefined): SideRisk => (check ? (check.verdict ?? 'checking') : 'listed')

export interface SellRevertsAcknowledgement {
  /** The token that cannot be sold. */
  token: Token
  acknowledged: boolean
  onChange: (acknowledged: boolean) => void
}

export interface TradeRisk extends TradeRiskPlan {
  /** The input's then the output's check, for the tokens on no active list (the swap card shows them). */
  checks: TokenCheck[]
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
  const inputCheck = useTokenCheck(input)
  const outputCheck = useTokenCheck(output)
  const outputToken = outputCheck?.token
  // Said of one token: choosing another output asks again.
  const [acknowledgedToken, setAcknowledgedToken] = useState<Token>()
  const acknowledged = outputToken !== undefined && acknowledgedToken?.equals(outputToken) === true
  return useMemo(() => {
    const [inputRisk, outputRisk] = [sideRisk(inputCheck), sideRisk(outputCheck)]
    const checks = [inputCheck, outputCheck].filter((check) => check !== undefined)
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
          checks,
          acknowledgement: {
            token: outputToken,
            acknowledged,
            onChange: (checked: boolean) => setAcknowledgedToken(checked ? outputToken : undefined),
          },
        }
      : { ...plan, checks }
  }, [inputCheck, outputCheck, outputToken, exactOutput, isExpertMode, acknowledged, allowedSlippageBips])
}
