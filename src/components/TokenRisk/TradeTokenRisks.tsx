// The swap card's token check (issue 41): for each side of the trade that is a token on no active list (imported,
// or come by URL), what a simulated trade of it showed. Listed tokens are left out: the list vouches for them. A
// token that cannot be sold is bought only once the user ticks that they understand (expert mode only).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'

import { Row, ToneCard } from '@/components/ui'
import { type SellRevertsAcknowledgement, unlistedToken } from '@/hooks/swap/useTradeRisk'
import type { Currency } from '@/sdk'

import { TokenRisk } from '.'

/** Memoised: the swap form's keys and quotes leave it as it is (its props change with the currencies only). */
export const TradeTokenRisks = memo(function TradeTokenRisks({
  input,
  output,
  acknowledgement,
}: {
  input: Currency | undefined
  output: Currency | undefined
  acknowledgement: SellRevertsAcknowledgement | undefined
}) {
  const { t } = useTranslation()
  // The swap form never holds one currency on both sides, so no token shows twice.
  const tokens = [unlistedToken(input), unlistedToken(output)].filter((token) => token !== undefined)
  return (
    <>
      {tokens.map((token) => (
        <TokenRisk key={token.address} token={token} />
      ))}
      {acknowledgement ? (
        <ToneCard $tone="error">
          <Row as="label">
            <input
              type="checkbox"
              data-testid="token-risk-acknowledge"
              checked={acknowledgement.acknowledged}
              onChange={(event) => acknowledgement.onChange(event.target.checked)}
            />
            {t('tokenRisk.acknowledgeSellReverts', {
              symbol: acknowledgement.token.symbol ?? acknowledgement.token.address,
            })}
          </Row>
        </ToneCard>
      ) : null}
    </>
  )
})
