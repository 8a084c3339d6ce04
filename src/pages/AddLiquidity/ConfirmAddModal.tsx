// The supply dialog (loaded on first use): the pool tokens to receive, deposited amounts, rates and share, then
// Confirm Supply ('Create Pool & Supply' for a new pool), the wallet's waiting view, submitted or the error.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import {
  ConfirmationModalContent,
  TransactionConfirmationModal,
  TransactionErrorContent,
} from '@/components/TransactionConfirmationModal'
import { BigAmount, Button, DetailRow, Label, Value } from '@/components/ui'
import type { CurrencyAmount, Percent, Price, TokenAmount } from '@/sdk'
import { formatAmount, formatPrice } from '@/utils/format/formatAmount'
import { formatPoolShare } from '@/utils/liquidity/liquidity'

import { Italic, Section } from './styles'

export interface ConfirmAddModalProps {
  isOpen: boolean
  onDismiss: () => void
  attemptingTxn: boolean
  txHash: string | undefined
  errorMessage: string | undefined
  noLiquidity: boolean
  amountA: CurrencyAmount | undefined
  amountB: CurrencyAmount | undefined
  symbolA: string | undefined
  symbolB: string | undefined
  price: Price | undefined
  liquidityMinted: TokenAmount | undefined
  poolTokenPercentage: Percent | undefined
  allowedSlippage: number
  onConfirm: () => void
}

export default function ConfirmAddModal(props: ConfirmAddModalProps) {
  const { isOpen, onDismiss, attemptingTxn, txHash, errorMessage, noLiquidity, amountA, amountB } = props
  const { symbolA, symbolB, price, liquidityMinted, poolTokenPercentage, allowedSlippage, onConfirm } = props
  const { t } = useTranslation()
  const title = noLiquidity ? t('addLiquidity.confirm.creating') : t('addLiquidity.confirm.willReceive')

  const pendingText = t('addLiquidity.confirm.pending', {
    amountA: amountA?.toSignificant(6),
    symbolA,
    amountB: amountB?.toSignificant(6),
    symbolB,
  })

  const content = useCallback(() => {
    if (errorMessage) return <TransactionErrorContent message={errorMessage} onDismiss={onDismiss} />
    return (
      <ConfirmationModalContent
        title={title}
        onDismiss={onDismiss}
        topContent={
          <Section>
            {noLiquidity ? <Label>{t('addLiquidity.confirm.willReceive')}</Label> : null}
            <BigAmount data-testid="add-confirm-liquidity">{formatAmount(liquidityMinted, 6) || '-'}</BigAmount>
            <DetailRow>
              <Value>
                {amountA ? <CurrencyLogo currency={amountA.currency} size={20} /> : null}
                {amountB ? <CurrencyLogo currency={amountB.currency} size={20} /> : null}{' '}
                {t('addLiquidity.confirm.poolTokens', { symbolA, symbolB })}
              </Value>
            </DetailRow>
            {noLiquidity ? null : (
              <Italic>{t('addLiquidity.confirm.estimated', { slippage: (allowedSlippage / 100).toString() })}</Italic>
            )}
          </Section>
        }
        bottomContent={
          <Section>
            <DetailRow>
              <Label>{t('addLiquidity.confirm.deposited', { symbol: symbolA })}</Label>
              <Value data-testid="add-confirm-amount-a">{formatAmount(amountA, 6)}</Value>
            </DetailRow>
            <DetailRow>
              <Label>{t('addLiquidity.confirm.deposited', { symbol: symbolB })}</Label>
              <Value data-testid="add-confirm-amount-b">{formatAmount(amountB, 6)}</Value>
            </DetailRow>
            <DetailRow>
              <Label>{t('addLiquidity.confirm.rates')}</Label>
              <Value>
                {t('addLiquidity.confirm.rate', { base: symbolA, price: formatPrice(price), quote: symbolB })}
              </Value>
            </DetailRow>
            <DetailRow>
              <span />
              <Value>
                {t('addLiquidity.confirm.rate', { base: symbolB, price: formatPrice(price?.invert()), quote: symbolA })}
              </Value>
            </DetailRow>
            <DetailRow>
              <Label>{t('addLiquidity.shareOfPool')}</Label>
              <Value data-testid="add-confirm-share">{formatPoolShare(poolTokenPercentage, noLiquidity)}%</Value>
            </DetailRow>
            <Button $size="large" type="button" data-testid="confirm-supply" onClick={onConfirm}>
              {noLiquidity ? t('addLiquidity.confirm.createAndSupply') : t('addLiquidity.confirm.button')}
            </Button>
          </Section>
        }
      />
    )
  }, [
    errorMessage,
    onDismiss,
    title,
    noLiquidity,
    t,
    liquidityMinted,
    amountA,
    amountB,
    symbolA,
    symbolB,
    allowedSlippage,
    price,
    poolTokenPercentage,
    onConfirm,
  ])

  return (
    <TransactionConfirmationModal
      isOpen={isOpen}
      onDismiss={onDismiss}
      attemptingTxn={attemptingTxn}
      hash={txHash}
      content={content}
      pendingText={pendingText}
      label={title}
    />
  )
}
