// The remove dialog (loaded on first use): what will be received, the minimums after slippage, the pool tokens
// burned and the prices, then Confirm; then the wallet's waiting, submitted and error views.
import { useTranslation } from 'react-i18next'

import { ActionButton } from '@/components/ActionButtons'
import { TransactionConfirmationModal } from '@/components/TransactionConfirmationModal'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { DetailRow, Label, Note, OutlineCard, Separator, Value } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { type Currency, currencySymbol, type JSBI, type Pair, Rounding, type Token, TokenAmount } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { formatSlippagePercent } from '@/utils/swap/settings'
import type { BuildCalls } from '@/utils/transactions/send'

import { AmountLine } from './AmountLine'
import { PoolPrices } from './PoolPrices'

/** What the dialog reviews: the pool tokens to burn, what they are worth and the least that may arrive. */
export interface RemoveReview {
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
  /** False while the form has an input error, such as a balance read before the latest transaction. */
  canConfirm: boolean
}

export interface ConfirmRemoveModalProps {
  dialog: ConfirmDialogView
  review: RemoveReview
  /** The calls Confirm tries, for the network fee. */
  buildCalls: BuildCalls
  onConfirm: () => void
}

/** A minimum is shown rounded down: what arrives is never less than what the dialog promised. */
function formatMinimum(token: Token | undefined, raw: JSBI | undefined): string {
  return token && raw
    ? localizeDecimal(new TokenAmount(token, raw).toSignificant(6, { groupSeparator: '' }, Rounding.ROUND_DOWN))
    : '-'
}

export default function ConfirmRemoveModal({ dialog, review, buildCalls, onConfirm }: ConfirmRemoveModalProps) {
  const { pair, currencyA, currencyB, tokenA, tokenB, amountA, amountB, minimums } = review
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const symbolA = currencySymbol(currencyA, chainId)
  const symbolB = currencySymbol(currencyB, chainId)
  // The pool token burnt is on no list; the pair's tokens may not be either.
  const previewTokens = [pair?.liquidityToken, tokenA, tokenB].filter((token) => token !== undefined)
  const { preview, fee } = useTransactionPreview(buildCalls, previewTokens)

  const pendingText = t('removeLiquidity.confirm.pending', {
    amountA: localizeDecimal(amountA?.toSignificant(6) ?? ''),
    symbolA,
    amountB: localizeDecimal(amountB?.toSignificant(6) ?? ''),
    symbolB,
  })

  const summary = (
    <OutlineCard>
      <AmountLine
        amount={localizeDecimal(amountA?.toSignificant(6) ?? '-')}
        currency={currencyA}
        testId="confirm-amount-a"
      />
      <Separator aria-hidden>+</Separator>
      <AmountLine
        amount={localizeDecimal(amountB?.toSignificant(6) ?? '-')}
        currency={currencyB}
        testId="confirm-amount-b"
      />
      <Note>
        {t('removeLiquidity.confirm.note', {
          slippage: localizeDecimal(formatSlippagePercent(review.allowedSlippage)),
        })}
      </Note>
    </OutlineCard>
  )

  const details = (
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
        <Value data-testid="remove-burned">{localizeDecimal(review.liquidity?.toSignificant(6) ?? '-')}</Value>
      </DetailRow>
      {pair && tokenA && tokenB && currencyA && currencyB ? (
        <PoolPrices pair={pair} tokenA={tokenA} tokenB={tokenB} currencyA={currencyA} currencyB={currencyB} />
      ) : null}
      <SimulatedChanges preview={preview} tokens={previewTokens} />
      <NetworkFee fee={fee} />
      <ActionButton testId="confirm-remove" onClick={onConfirm} disabled={!review.canConfirm}>
        {confirmLabel(t, preview, t('removeLiquidity.confirm.button'))}
      </ActionButton>
    </OutlineCard>
  )

  return (
    <TransactionConfirmationModal
      dialog={dialog}
      title={t('removeLiquidity.confirm.title')}
      pendingText={pendingText}
      review={{ summary, details }}
    />
  )
}
