// The confirm dialog's summary: what is sold and bought, 'Price Updated' with Accept, and what is guaranteed.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { Note, RowBetween, ToneCard } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useENS } from '@/hooks/ens/useENS'
import { type CurrencyAmount, currencySymbol, type Trade, TradeType } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { shortenAddress } from '@/utils/format/shortenAddress'
import { slippagePercent } from '@/utils/swap/slippage'

import { IconButton } from './styles'

const Amount = styled(RowBetween).attrs({ $gap: 12 })`
  font-size: 22px;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
`

const Symbol = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 18px;
  font-weight: 600;
`

interface Props {
  trade: Trade
  allowedSlippage: number
  recipient: string | null
  showAcceptChanges: boolean
  onAcceptChanges: () => void
}

export function ConfirmSwapHeader({ trade, allowedSlippage, recipient, showAcceptChanges, onAcceptChanges }: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const slippage = slippagePercent(allowedSlippage)
  const resolved = useENS(recipient).address
  const line = (amount: CurrencyAmount) => (
    <Amount>
      <span>{localizeDecimal(amount.toSignificant(6))}</span>
      <Symbol>
        <CurrencyLogo currency={amount.currency} size={24} />
        {currencySymbol(amount.currency, chainId)}
      </Symbol>
    </Amount>
  )

  return (
    <>
      {line(trade.inputAmount)}
      <div aria-hidden>↓</div>
      {line(trade.outputAmount)}
      {showAcceptChanges ? (
        <ToneCard $tone="warning" role="status">
          <RowBetween>
            <span>{t('swap.confirm.priceUpdated')}</span>
            <IconButton type="button" onClick={onAcceptChanges}>
              {t('swap.confirm.accept')}
            </IconButton>
          </RowBetween>
        </ToneCard>
      ) : null}
      <Note>
        {trade.tradeType === TradeType.EXACT_INPUT
          ? t('swap.confirm.outputEstimated', {
              amount: localizeDecimal(trade.minimumAmountOut(slippage).toSignificant(6)),
              symbol: currencySymbol(trade.outputAmount.currency, chainId),
            })
          : t('swap.confirm.inputEstimated', {
              amount: localizeDecimal(trade.maximumAmountIn(slippage).toSignificant(6)),
              symbol: currencySymbol(trade.inputAmount.currency, chainId),
            })}
      </Note>
      {recipient ? (
        <Note data-testid="confirm-recipient">
          {t('swap.confirm.recipient', { recipient: recipientLabel(recipient, resolved) })}
        </Note>
      ) : null}
    </>
  )
}

/** An address shortened; an ENS name with the address it resolved to, so the user sees where the output goes. */
export function recipientLabel(recipient: string, resolved: string | null): string {
  try {
    return shortenAddress(recipient)
  } catch {
    return resolved ? `${recipient} (${resolved})` : recipient
  }
}
