// A confirm dialog's 'Network fee ≈ 0.0012 FRA ($0.03)' line for the transaction it would send, refreshed per block;
// '—' while estimating or when the estimate fails (the flow says why when the user confirms).
import { useTranslation } from 'react-i18next'

import { DetailRow, Label, Value } from '@/components/ui'
import type { NetworkFee as Fee } from '@/hooks/transactions/useTransactionPreview'
import { formatFeeUsd, formatNativeFee } from '@/utils/transactions/networkFee'

/** `fee`: the dialog's useTransactionPreview's, for the calls its confirm button sends. */
export function NetworkFee({ fee: { status, fee, usd, symbol, decimals } }: { fee: Fee }) {
  const { t } = useTranslation()
  const usdText = formatFeeUsd(usd)
  return (
    <DetailRow title={t('transactions.networkFee.help')}>
      <Label>{t('transactions.networkFee.label')}</Label>
      <Value data-testid="network-fee" data-status={status} aria-busy={status === 'estimating'}>
        {fee === undefined
          ? '—'
          : t('transactions.networkFee.value', { amount: formatNativeFee(fee, decimals), symbol })}
        {usdText && <span data-testid="network-fee-usd"> ({usdText})</span>}
      </Value>
    </DetailRow>
  )
}
