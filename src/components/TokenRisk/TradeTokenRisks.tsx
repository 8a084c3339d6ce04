// The swap card's token check (issue 41): for each side of the trade that is a token on no active list (imported,
// or come by URL), what a simulated trade of it showed. Listed tokens are left out: the list vouches for them. A
// token that cannot be sold is bought only once the user ticks that they understand (expert mode only).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { Acknowledge, ToneCard } from '@/components/ui'
import type { SellRevertsAcknowledgement, TokenCheck } from '@/hooks/swap/useTradeRisk'

import { TokenRisk } from '.'

/** Memoised: the swap form's keys and quotes leave it as it is (its props change with the currencies and verdicts). */
export const TradeTokenRisks = memo(function TradeTokenRisks({
  checks,
  acknowledgement,
}: {
  /** useTradeRisk's: the swap form never holds one currency on both sides, so no token shows twice. */
  checks: readonly TokenCheck[]
  acknowledgement: SellRevertsAcknowledgement | undefined
}) {
  const { t } = useTranslation()
  return (
    <>
      {checks.map(({ token, verdict }) => (
        <TokenRisk key={token.address} token={token} verdict={verdict} />
      ))}
      {acknowledgement ? (
        <ToneCard $tone="error">
          <Acknowledge
            testId="token-risk-acknowledge"
            checked={acknowledgement.acknowledged}
            onChange={acknowledgement.onChange}
          >
            {t('tokenRisk.acknowledgeSellReverts', {
              symbol: acknowledgement.token.symbol ?? acknowledgement.token.address,
            })}
          </Acknowledge>
        </ToneCard>
      ) : null}
    </>
  )
})
