// The supply dialog (loaded on first use): the pool tokens to receive, deposited amounts, rates and share, then
// Confirm Supply ('Create Pool & Supply' for a new pool), the wallet's waiting view, submitted or the error.
import { useTranslation } from 'react-i18next'

import { ActionButton } from '@/components/ActionButtons'
import { CurrencyLogo } from '@/components/CurrencyLogo'
import { PairRates } from '@/components/PairRates'
import { TransactionConfirmationModal } from '@/components/TransactionConfirmationModal'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { BigAmount, DetailRow, Label, Value } from '@/components/ui'
import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import type { CurrencyAmount, Percent, Price, TokenAmount } from '@/sdk'
import { formatAmount, formatPrice } from '@/utils/format/formatAmount'
import { localizeDecimal, localizePercent } from '@/utils/format/localizeNumber'
import { formatPoolShare } from '@/utils/liquidity/liquidity'
import type { BuildCalls } from '@/utils/transactions/send'

import { Italic, Section } from './styles'

/** What the dialog reviews: the deposit and what it gives. */
export interface AddReview {
  noLiquidity: boolean
  amountA: CurrencyAmount | undefined
  amountB: CurrencyAmount | undefined
  symbolA: string | undefined
  symbolB: string | undefined
  price: Price | undefined
  liquidityMinted: TokenAmount | undefined
  poolTokenPercentage: Percent | undefined
  allowedSlippage: number
}

export interface ConfirmAddModalProps {
  dialog: ConfirmDialogView
  review: AddReview
  /** The call Confirm Supply sends, for the network fee. */
  buildCalls: BuildCalls | undefined
  onConfirm: () => void
}

export default function ConfirmAddModal({ dialog, review, buildCalls, onConfirm }: ConfirmAddModalProps) {
  const { noLiquidity, amountA, amountB, symbolA, symbolB, price } = review
  const { t } = useTranslation()
  // The pool token the deposit mints is on no list.
  const previewTokens = review.liquidityMinted ? [review.liquidityMinted.token] : []
  const { preview, fee } = useTransactionPreview(buildCalls, previewTokens)
  const pendingText = t('addLiquidity.confirm.pending', {
    amountA: localizeDecimal(amountA?.toSignificant(6) ?? ''),
    symbolA,
    amountB: localizeDecimal(amountB?.toSignificant(6) ?? ''),
    symbolB,
  })

  const summary = (
    <Section>
      {noLiquidity ? <Label>{t('addLiquidity.confirm.willReceive')}</Label> : null}
      <BigAmount data-testid="add-confirm-liquidity">{formatAmount(review.liquidityMinted, 6) || '-'}</BigAmount>
      <DetailRow>
        <Value>
          {amountA ? <CurrencyLogo currency={amountA.currency} size={20} /> : null}
          {amountB ? <CurrencyLogo currency={amountB.currency} size={20} /> : null}{' '}
          {t('addLiquidity.confirm.poolTokens', { symbolA, symbolB })}
        </Value>
      </DetailRow>
      {noLiquidity ? null : (
        <Italic>{t('addLiquidity.confirm.estimated', { slippage: (review.allowedSlippage / 100).toString() })}</Italic>
      )}
    </Section>
  )

  const rate = (base: string | undefined, basePrice: Price | undefined, quote: string | undefined) => ({
    text: t('addLiquidity.confirm.rate', { base, price: formatPrice(basePrice), quote }),
  })
  const details = (
    <Section>
      <DetailRow>
        <Label>{t('addLiquidity.confirm.deposited', { symbol: symbolA })}</Label>
        <Value data-testid="add-confirm-amount-a">{formatAmount(amountA, 6)}</Value>
      </DetailRow>
      <DetailRow>
        <Label>{t('addLiquidity.confirm.deposited', { symbol: symbolB })}</Label>
        <Value data-testid="add-confirm-amount-b">{formatAmount(amountB, 6)}</Value>
      </DetailRow>
      <PairRates
        label={t('addLiquidity.confirm.rates')}
        rates={[rate(symbolA, price, symbolB), rate(symbolB, price?.invert(), symbolA)]}
      />
      <DetailRow>
        <Label>{t('addLiquidity.shareOfPool')}</Label>
        <Value data-testid="add-confirm-share">
          {localizePercent(formatPoolShare(review.poolTokenPercentage, noLiquidity))}
        </Value>
      </DetailRow>
      <SimulatedChanges preview={preview} tokens={previewTokens} />
      <NetworkFee fee={fee} />
      <ActionButton testId="confirm-supply" onClick={onConfirm}>
        {confirmLabel(
          t,
          preview,
          noLiquidity ? t('addLiquidity.confirm.createAndSupply') : t('addLiquidity.confirm.button'),
        )}
      </ActionButton>
    </Section>
  )

  return (
    <TransactionConfirmationModal
      dialog={dialog}
      title={noLiquidity ? t('addLiquidity.confirm.creating') : t('addLiquidity.confirm.willReceive')}
      pendingText={pendingText}
      review={{ summary, details }}
    />
  )
}
