// The swap confirm dialog (loaded on first use): the summary, 'Price Updated' with Accept when the trade changes
// while open, Confirm Swap, then the wallet's waiting, submitted and error views.
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  ConfirmationModalContent,
  TransactionConfirmationModal,
  TransactionErrorContent,
} from '@/components/TransactionConfirmationModal'
import { Button } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type CurrencyAmount, currencySymbol, type Percent, type Trade } from '@/sdk'

import { AddTokenButton } from './AddTokenButton'
import { AdvancedSwapDetails } from './AdvancedSwapDetails'
import { ConfirmSwapHeader } from './ConfirmSwapHeader'
import { tradeMeaningfullyDiffers } from './tradeChanged'
import { TradePrice } from './TradePrice'

export interface ConfirmSwapModalProps {
  isOpen: boolean
  /** The trade as it is now. */
  trade: Trade | undefined
  /** The trade the user saw when the dialog opened (or last accepted). */
  originalTrade: Trade | undefined
  onAcceptChanges: () => void
  attemptingTxn: boolean
  txHash: string | undefined
  recipient: string | null
  allowedSlippage: number
  priceImpact: Percent | undefined
  severity: number
  realizedLPFee: CurrencyAmount | undefined
  onConfirm: () => void
  swapErrorMessage: string | undefined
  onDismiss: () => void
}

export default function ConfirmSwapModal(props: ConfirmSwapModalProps) {
  const { isOpen, trade, originalTrade, attemptingTxn, txHash, swapErrorMessage, onDismiss } = props
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [showInverted, setShowInverted] = useState(false)
  const showAcceptChanges = useMemo(
    () => Boolean(trade && originalTrade && tradeMeaningfullyDiffers(trade, originalTrade)),
    [trade, originalTrade],
  )

  const pendingText = trade
    ? t('swap.confirm.pending', {
        inputAmount: trade.inputAmount.toSignificant(6),
        inputSymbol: currencySymbol(trade.inputAmount.currency, chainId),
        outputAmount: trade.outputAmount.toSignificant(6),
        outputSymbol: currencySymbol(trade.outputAmount.currency, chainId),
      })
    : ''

  const content = useCallback(() => {
    if (swapErrorMessage) return <TransactionErrorContent message={swapErrorMessage} onDismiss={onDismiss} />
    if (!trade) return null
    return (
      <ConfirmationModalContent
        title={t('swap.confirm.title')}
        onDismiss={onDismiss}
        topContent={
          <ConfirmSwapHeader
            trade={trade}
            allowedSlippage={props.allowedSlippage}
            recipient={props.recipient}
            showAcceptChanges={showAcceptChanges}
            onAcceptChanges={props.onAcceptChanges}
          />
        }
        bottomContent={
          <>
            <TradePrice price={trade.executionPrice} showInverted={showInverted} setShowInverted={setShowInverted} />
            <AdvancedSwapDetails
              trade={trade}
              allowedSlippage={props.allowedSlippage}
              priceImpact={props.priceImpact}
              severity={props.severity}
              realizedLPFee={props.realizedLPFee}
            />
            <Button
              $size="large"
              type="button"
              data-testid="confirm-swap"
              disabled={showAcceptChanges}
              $tone={props.severity > 2 ? 'error' : undefined}
              onClick={props.onConfirm}
            >
              {props.severity > 2 ? t('swap.confirm.buttonAnyway') : t('swap.confirm.button')}
            </Button>
          </>
        }
      />
    )
  }, [swapErrorMessage, onDismiss, trade, t, props, showAcceptChanges, showInverted])

  return (
    <TransactionConfirmationModal
      isOpen={isOpen}
      onDismiss={onDismiss}
      attemptingTxn={attemptingTxn}
      hash={txHash}
      content={content}
      pendingText={pendingText}
      label={t('swap.confirm.title')}
      addToken={<AddTokenButton currency={(originalTrade ?? trade)?.outputAmount.currency} />}
    />
  )
}
