// The remove dialog (loaded on first use): what will be received, the minimums after slippage, the pool tokens
// burned and the prices, then Confirm; then the wallet's waiting, submitted and error views.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import {
  ConfirmationModalContent,
  TransactionConfirmationModal,
  TransactionErrorContent,
} from '@/components/TransactionConfirmationModal'
import { Button, DetailRow, Label, Note, OutlineCard, Separator, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol, type JSBI, type Pair, Rounding, type Token, TokenAmount } from '@/sdk'
import { formatSlippagePercent } from '@/utils/swap/settings'

import { PoolPrices } from './PoolPrices'
import { AmountValue, CurrencyCell } from './styles'

export interface ConfirmRemoveModalProps {
  isOpen: boolean
  attemptingTxn: boolean
  txHash: string | undefined
  errorMessage: string | undefined
  pair: Pair | null
  currencyA: Currency | null | undefined
  currencyB: Currency | null | undefined
  tokenA: Token | undefined
  tokenB: Token | undefined
  liquidity: TokenAmount | undefined
  amountA: TokenAmount | undefined
  amountB: TokenAmount | undefined
  minimums: { amountAMin: JSBI; amountBMin: JSBI } | undefined
  allowedSlippage: number
  onConfirm: () => void
  onDismiss: () => void
}

/** A minimum is shown rounded down: what arrives is never less than what the dialog promised. */
function formatMinimum(token: Token | undefined, raw: JSBI | undefined): string {
  return token && raw ? new TokenAmount(token, raw).toSignificant(6, { groupSeparator: '' }, Rounding.ROUND_DOWN) : '-'
}

export default function ConfirmRemoveModal(props: ConfirmRemoveModalProps) {
  const { isOpen, attemptingTxn, txHash, errorMessage, onDismiss, pair, currencyA, currencyB, tokenA, tokenB } = props
  const { amountA, amountB, liquidity, minimums, allowedSlippage, onConfirm } = props
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const symbolA = currencySymbol(currencyA, chainId)
  const symbolB = currencySymbol(currencyB, chainId)

  const pendingText = t('removeLiquidity.confirm.pending', {
    amountA: amountA?.toSignificant(6) ?? '',
    symbolA,
    amountB: amountB?.toSignificant(6) ?? '',
    symbolB,
  })

  const content = useCallback(() => {
    if (errorMessage) return <TransactionErrorContent message={errorMessage} onDismiss={onDismiss} />
    return (
      <ConfirmationModalContent
        title={t('removeLiquidity.confirm.title')}
        onDismiss={onDismiss}
        topContent={
          <OutlineCard>
            <DetailRow>
              <AmountValue data-testid="confirm-amount-a">{amountA?.toSignificant(6) ?? '-'}</AmountValue>
              <CurrencyCell>
                <CurrencyLogo currency={currencyA} size={24} />
                {symbolA}
              </CurrencyCell>
            </DetailRow>
            <Separator aria-hidden>+</Separator>
            <DetailRow>
              <AmountValue data-testid="confirm-amount-b">{amountB?.toSignificant(6) ?? '-'}</AmountValue>
              <CurrencyCell>
                <CurrencyLogo currency={currencyB} size={24} />
                {symbolB}
              </CurrencyCell>
            </DetailRow>
            <Note>{t('removeLiquidity.confirm.note', { slippage: formatSlippagePercent(allowedSlippage) })}</Note>
          </OutlineCard>
        }
        bottomContent={
          <OutlineCard>
            <DetailRow>
              <Label>{t('removeLiquidity.confirm.minimum', { symbol: symbolA })}</Label>
              <Value data-testid="remove-min-a">{formatMinimum(tokenA, minimums?.amountAMin)}</Value>
            </DetailRow>
            <DetailRow>
              <Label>{t('removeLiquidity.confirm.minimum', { symbol: symbolB })}</Label>
              <Value data-testid="remove-min-b">{formatMinimum(tokenB, minimums?.amountBMin)}</Value>
            </DetailRow>
            <DetailRow>
              <Label>{t('removeLiquidity.confirm.burned', { a: symbolA, b: symbolB })}</Label>
              <Value data-testid="remove-burned">{liquidity?.toSignificant(6) ?? '-'}</Value>
            </DetailRow>
            {pair && tokenA && tokenB && currencyA && currencyB ? (
              <PoolPrices pair={pair} tokenA={tokenA} tokenB={tokenB} currencyA={currencyA} currencyB={currencyB} />
            ) : null}
            <Button $size="large" type="button" data-testid="confirm-remove" onClick={onConfirm}>
              {t('removeLiquidity.confirm.button')}
            </Button>
          </OutlineCard>
        }
      />
    )
  }, [
    errorMessage,
    onDismiss,
    t,
    amountA,
    amountB,
    currencyA,
    currencyB,
    symbolA,
    symbolB,
    allowedSlippage,
    tokenA,
    tokenB,
    minimums,
    liquidity,
    pair,
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
      label={t('removeLiquidity.confirm.title')}
    />
  )
}
