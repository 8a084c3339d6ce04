// The swap confirm dialog (loaded on first use): the summary, 'Price Updated' with Accept when the trade changes
// while open, Confirm Swap, then the wallet's waiting, submitted and error views.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ActionButton } from '@/components/ActionButtons'
import { TransactionConfirmationModal } from '@/components/TransactionConfirmationModal'
import { NetworkFee } from '@/components/transactions/NetworkFee'
import { SimulatedChanges } from '@/components/transactions/SimulatedChanges'
import { confirmLabel } from '@/components/transactions/wouldFail'
import { ToneCard } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { ConfirmDialogView } from '@/hooks/transactions/useConfirmDialog'
import { useTransactionPreview } from '@/hooks/transactions/useTransactionPreview'
import { currencySymbol, type Trade } from '@/sdk'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { previewOutsideTrade } from '@/utils/swap/previewBounds'
import { slippagePercent } from '@/utils/swap/slippage'
import type { BuildCalls } from '@/utils/transactions/send'

import { AddTokenButton } from './AddTokenButton'
import { AdvancedSwapDetails, type TradeDetails } from './AdvancedSwapDetails'
import { ConfirmSwapHeader } from './ConfirmSwapHeader'
import { tradeMeaningfullyDiffers } from './tradeChanged'
import { TradePrice } from './TradePrice'

export interface ConfirmSwapModalProps {
  dialog: ConfirmDialogView
  /** The trade as it is now. */
  trade: Trade | undefined
  /** The trade the user saw when the dialog opened (or last accepted). */
  originalTrade: Trade | undefined
  onAcceptChanges: () => void
  recipient: string | null
  details: TradeDetails
  /** The calls Confirm Swap sends, for the network fee. */
  buildCalls: BuildCalls | undefined
  onConfirm: () => void
}

export default function ConfirmSwapModal(props: ConfirmSwapModalProps) {
  const { dialog, trade, originalTrade, details } = props
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [showInverted, setShowInverted] = useState(false)
  const { preview, fee } = useTransactionPreview(props.buildCalls)
  const outsideTrade = useMemo(
    () =>
      Boolean(
        trade &&
        previewOutsideTrade(preview, trade, slippagePercent(details.allowedSlippage), props.recipient === null),
      ),
    [preview, trade, details.allowedSlippage, props.recipient],
  )
  const wouldFail = preview.status === 'revert'
  const showAcceptChanges = useMemo(
    () => Boolean(trade && originalTrade && tradeMeaningfullyDiffers(trade, originalTrade)),
    [trade, originalTrade],
  )

  const pendingText = trade
    ? t('swap.confirm.pending', {
        inputAmount: localizeDecimal(trade.inputAmount.toSignificant(6)),
        inputSymbol: currencySymbol(trade.inputAmount.currency, chainId),
        outputAmount: localizeDecimal(trade.outputAmount.toSignificant(6)),
        outputSymbol: currencySymbol(trade.outputAmount.currency, chainId),
      })
    : ''

  const review = trade && {
    summary: (
      <ConfirmSwapHeader
        trade={trade}
        allowedSlippage={details.allowedSlippage}
        recipient={props.recipient}
        showAcceptChanges={showAcceptChanges}
        onAcceptChanges={props.onAcceptChanges}
      />
    ),
    details: (
      <>
        <TradePrice price={trade.executionPrice} showInverted={showInverted} setShowInverted={setShowInverted} />
        <AdvancedSwapDetails trade={trade} details={details} />
        <SimulatedChanges preview={preview} tokens={trade.route.path} />
        {outsideTrade ? (
          <ToneCard $tone="warning" role="alert" data-testid="simulation-differs">
            {t('simulation.differs')}
          </ToneCard>
        ) : null}
        <NetworkFee fee={fee} />
        <ActionButton
          testId="confirm-swap"
          disabled={showAcceptChanges}
          isError={details.severity > 2 || wouldFail}
          onClick={props.onConfirm}
        >
          {confirmLabel(t, preview, details.severity > 2 ? t('swap.confirm.buttonAnyway') : t('swap.confirm.button'))}
        </ActionButton>
      </>
    ),
  }

  return (
    <TransactionConfirmationModal
      dialog={dialog}
      title={t('swap.confirm.title')}
      pendingText={pendingText}
      review={review ?? null}
      addToken={<AddTokenButton currency={(originalTrade ?? trade)?.outputAmount.currency} />}
    />
  )
}
