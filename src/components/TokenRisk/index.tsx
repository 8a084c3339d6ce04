// What the token check (issue 41) found for a token, in a line: a simulated buy and sale through the router. The
// verdict is in data-risk (none | transfer-tax | sell-reverts | unknown; absent while checking) and the tax in
// data-tax-bps, for the swap card's and the import dialog's tests. The verdict is its caller's (useTokenRisk), which
// also acts on it.
import { useTranslation } from 'react-i18next'

import { ToneCard } from '@/components/ui'
import type { Token } from '@/sdk'
import { localizeBasisPoints } from '@/utils/format/localizeNumber'
import type { TokenRiskVerdict } from '@/utils/tokens/tokenRisk'

const TONE = { none: undefined, unknown: undefined, 'transfer-tax': 'warning', 'sell-reverts': 'error' } as const

/** `verdict`: undefined while the token is being checked. */
export function TokenRisk({ token, verdict }: { token: Token; verdict: TokenRiskVerdict | undefined }) {
  const { t } = useTranslation()
  const symbol = token.symbol ?? token.address
  if (!verdict)
    return (
      <ToneCard data-testid="token-risk" aria-live="polite">
        {t('tokenRisk.checking', { symbol })}
      </ToneCard>
    )
  const rate = localizeBasisPoints(verdict.taxBps)
  return (
    <ToneCard
      data-testid="token-risk"
      data-risk={verdict.risk}
      data-tax-bps={verdict.taxBps}
      $tone={TONE[verdict.risk]}
      aria-live="polite"
    >
      {t(`tokenRisk.${verdict.risk}`, { symbol, rate })}
    </ToneCard>
  )
}
