// Everything the swap page shows, derived from the swap state: the trade (V2, V1 or a wrap), the panels'
// amounts, price breakdown, approval, the main button's state and the handlers behind it.
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useRecipientCheck } from '@/hooks/addresses/useRecipientCheck'
import { useApproveCallbackFromTrade } from '@/hooks/swap/useApproveCallbackFromTrade'
import { useDerivedSwapInfo } from '@/hooks/swap/useDerivedSwapInfo'
import { useSwapCallback } from '@/hooks/swap/useSwapCallback'
import { useTradeRisk } from '@/hooks/swap/useTradeRisk'
import { useWrapCallback } from '@/hooks/swap/useWrapCallback'
import { APPROVAL_STATUS } from '@/hooks/tokens/useApproveCallback'
import { useSubmittedApproval } from '@/hooks/tokens/useSubmittedApproval'
import { useIsUnsupportedPair } from '@/hooks/tokens/useUnsupportedTokens'
import { type CurrencyAmount, currencySymbol } from '@/sdk'
import { useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { Field } from '@/state/swap/actions'
import { useSwapActionHandlers, useSwapState } from '@/state/swap/hooks'
import { useIsExpertMode, useUserSingleHopOnly, useUserSlippageTolerance } from '@/state/user/hooks'
import { computeTradePriceBreakdown, percentToBips, warningSeverity } from '@/utils/swap/tradePrices'

import type { TradeDetails } from './AdvancedSwapDetails'
import { swapButtonState } from './swapButtonState'
import { useSwapConfirm } from './useSwapConfirm'

export function useSwapPage() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const { account } = useWalletStatus()
  const toggleWalletModal = useToggleModal(ApplicationModal.WALLET)
  const isExpertMode = useIsExpertMode()
  const [singleHopOnly] = useUserSingleHopOnly()
  const [allowedSlippage] = useUserSlippageTolerance()
  const { independentField, typedValue, recipient } = useSwapState()
  const derived = useDerivedSwapInfo()
  const { currencies, currencyBalances, parsedAmount, toggledVersion, quotedField } = derived
  const handlers = useSwapActionHandlers()
  // A recipient that looks like one the account used before holds the swap until the user acknowledges it.
  const recipientCheck = useRecipientCheck(
    recipient !== null && !derived.recipientRefusal ? (derived.recipientAddress ?? undefined) : undefined,
  )
  // Each side's token on no list, as the token check found it: the bounds, the router function, whether to go ahead.
  const tradeRisk = useTradeRisk({
    input: currencies[Field.INPUT] ?? undefined,
    output: currencies[Field.OUTPUT] ?? undefined,
    exactOutput: independentField === Field.OUTPUT,
    isExpertMode,
    allowedSlippageBips: allowedSlippage,
  })
  const boundSlippage = tradeRisk.slippageBips

  const wrap = useWrapCallback(
    currencies[Field.INPUT] ?? undefined,
    currencies[Field.OUTPUT] ?? undefined,
    parsedAmount,
    currencyBalances[Field.INPUT],
  )
  const showWrap = wrap.wrapType !== 'NOT_APPLICABLE'
  const inputError =
    derived.inputError ??
    (recipientCheck.isHeld ? 'lookalikeRecipient' : undefined) ??
    (showWrap ? undefined : tradeRisk.error)
  const trade = showWrap ? undefined : ((toggledVersion === 'v1' ? derived.v1Trade : derived.v2Trade) ?? undefined)

  // The typed field shows the keys as they come; the other shows the quote, which follows (derived.isQuotePending).
  const dependentField = independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT
  const parsedAmounts: Record<Field, CurrencyAmount | undefined> = showWrap
    ? { [Field.INPUT]: parsedAmount, [Field.OUTPUT]: parsedAmount }
    : {
        [Field.INPUT]: quotedField === Field.INPUT ? parsedAmount : trade?.inputAmount,
        [Field.OUTPUT]: quotedField === Field.OUTPUT ? parsedAmount : trade?.outputAmount,
      }
  const formattedAmounts: Record<Field, string> = {
    [independentField]: typedValue,
    [dependentField]: showWrap
      ? (parsedAmounts[quotedField]?.toExact() ?? '')
      : (parsedAmounts[dependentField]?.toSignificant(6) ?? ''),
  } as Record<Field, string>

  const { priceImpactWithoutFee, realizedLPFee } = useMemo(() => computeTradePriceBreakdown(trade), [trade])
  const severity = trade ? warningSeverity(priceImpactWithoutFee) : 0
  const taxBps = tradeRisk.taxBps
  const details = useMemo<TradeDetails>(
    () => ({ allowedSlippage: boundSlippage, taxBps, priceImpact: priceImpactWithoutFee, severity, realizedLPFee }),
    [boundSlippage, taxBps, priceImpactWithoutFee, severity, realizedLPFee],
  )

  const [approval, approveCallback, approveAmount] = useApproveCallbackFromTrade(trade, boundSlippage)
  // Keep 'Approved' on screen once an approval sent from here lands (forgotten when the input currency changes).
  const { isSubmitted: approvalSubmitted, approve: approveAndRecord } = useSubmittedApproval(
    approval,
    approveCallback,
    currencies[Field.INPUT] ?? undefined,
  )

  const swap = useSwapCallback(trade, boundSlippage, recipient, tradeRisk.feeOnTransfer)
  const clearAmount = useCallback(() => handlers.onUserInput(Field.INPUT, ''), [handlers])
  const confirm = useSwapConfirm({
    trade,
    swapCallback: swap.callback,
    priceImpactWithoutFee,
    isExpertMode,
    onSubmittedDismiss: clearAmount,
  })

  const isUnsupported = useIsUnsupportedPair([currencies[Field.INPUT], currencies[Field.OUTPUT]])
  const hasSpecifiedInputOutput = Boolean(
    currencies[Field.INPUT] && currencies[Field.OUTPUT] && parsedAmounts[quotedField],
  )
  const buttonState = swapButtonState<string>({
    isUnsupported,
    isConnected: Boolean(account),
    wrap: wrap.wrapType === 'WRAP' ? 'wrap' : wrap.wrapType === 'UNWRAP' ? 'unwrap' : 'none',
    wrapInputError: wrap.inputError,
    hasSpecifiedInputOutput,
    hasTrade: Boolean(trade?.route),
    singleHopOnly,
    inputError: inputError ?? undefined,
    approval: APPROVAL_STATUS[approval],
    approvalSubmitted,
    priceImpactBips: trade ? percentToBips(priceImpactWithoutFee) : 0,
    isExpertMode,
    hasSwapCallbackError: Boolean(swap.error),
    isQuotePending: derived.isQuotePending,
  })

  const inputSymbol = currencySymbol(currencies[Field.INPUT] ?? undefined, chainId)
  const outputSymbol = currencySymbol(currencies[Field.OUTPUT] ?? undefined, chainId)
  // Swap and wrap input errors share their codes ('Insufficient {symbol} balance' is about the input side).
  const errorText = useCallback(
    (code: string) => t(`swap.inputError.${code}`, { symbol: inputSymbol, outputSymbol }),
    [t, inputSymbol, outputSymbol],
  )

  const onApprove = useCallback(() => {
    approveAndRecord().catch((error: unknown) => console.debug('Approval not sent', error))
  }, [approveAndRecord])

  const onWrap = useCallback(() => {
    wrap.execute?.().catch((error: unknown) => console.debug('Wrap not sent', error))
  }, [wrap])

  const { openConfirm, handleSwap } = confirm
  const onSwap = useCallback(() => {
    if (isExpertMode) handleSwap(true)
    else openConfirm()
  }, [isExpertMode, handleSwap, openConfirm])

  return {
    account,
    toggleWalletModal,
    allowedSlippage,
    isExpertMode,
    independentField,
    recipient,
    recipientRefusal: derived.recipientRefusal,
    recipientCheck,
    /** The user's to tick before buying a token that cannot be sold (expert mode). */
    sellRevertsAcknowledgement: tradeRisk.acknowledgement,
    tokenChecks: tradeRisk.checks,
    currencies,
    currencyBalances,
    formattedAmounts,
    parsedAmounts,
    showWrap,
    wrap,
    trade,
    toggledVersion,
    details,
    buttonState,
    inputSymbol,
    errorText,
    handlers,
    onApprove,
    approveAmount,
    onWrap,
    onSwap,
    confirm,
    /** The calls Confirm Swap would send, for the dialog's network fee. */
    swapCalls: swap.buildCalls,
    /** The wrap or unwrap the button would send (previewed on the page: it has no dialog). */
    wrapCalls: wrap.buildCalls,
  }
}
