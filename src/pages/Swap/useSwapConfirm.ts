// The swap page's transaction flow: the confirm dialog's state, the legacy price-impact prompts, sending through
// useSwapCallback, and clearing the typed amount once a swap was submitted.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Percent, Trade } from '@/sdk'

import { confirmPriceImpactWithoutFee } from './confirmPriceImpact'

export interface SwapConfirmState {
  showConfirm: boolean
  tradeToConfirm: Trade | undefined
  attemptingTxn: boolean
  swapErrorMessage: string | undefined
  txHash: string | undefined
}

const CLOSED: SwapConfirmState = {
  showConfirm: false,
  tradeToConfirm: undefined,
  attemptingTxn: false,
  swapErrorMessage: undefined,
  txHash: undefined,
}

interface Options {
  trade: Trade | undefined
  swapCallback: (() => Promise<string>) | null
  priceImpactWithoutFee: Percent | undefined
  isExpertMode: boolean
  /** Clears the typed amount after a submitted swap. */
  onSubmittedDismiss: () => void
}

export function useSwapConfirm({
  trade,
  swapCallback,
  priceImpactWithoutFee,
  isExpertMode,
  onSubmittedDismiss,
}: Options) {
  const { t } = useTranslation()
  const [state, setState] = useState<SwapConfirmState>(CLOSED)

  /** `clearOnSuccess`: expert mode sends without the dialog, so nothing is dismissed afterwards. */
  const handleSwap = useCallback(
    (clearOnSuccess = false) => {
      // Expert mode skips the legacy prompts (it already accepted high impact).
      if (
        priceImpactWithoutFee &&
        !isExpertMode &&
        !confirmPriceImpactWithoutFee(
          priceImpactWithoutFee,
          { confirm: (message) => window.confirm(message), prompt: (message) => window.prompt(message) },
          {
            prompt: (percent) => t('swap.confirm.highImpactPrompt', { percent }),
            confirm: (percent) => t('swap.confirm.impactConfirm', { percent }),
          },
        )
      )
        return
      if (!swapCallback) return
      setState((previous) => ({ ...previous, attemptingTxn: true, swapErrorMessage: undefined, txHash: undefined }))
      swapCallback()
        .then((hash) => {
          setState((previous) => ({ ...previous, attemptingTxn: false, txHash: hash }))
          if (clearOnSuccess) onSubmittedDismiss()
        })
        .catch(async (error: unknown) => {
          // The error texts load with the first failure, not with the page.
          const swapErrorMessage = await import('@/utils/swapErrors').then(
            ({ translateSwapError }) => translateSwapError(t, error),
            () => (error instanceof Error ? error.message : String(error)),
          )
          setState((previous) => ({ ...previous, attemptingTxn: false, swapErrorMessage }))
        })
    },
    [priceImpactWithoutFee, isExpertMode, swapCallback, t, onSubmittedDismiss],
  )

  const openConfirm = useCallback(() => {
    setState({ ...CLOSED, showConfirm: true, tradeToConfirm: trade })
  }, [trade])

  const acceptChanges = useCallback(() => setState((previous) => ({ ...previous, tradeToConfirm: trade })), [trade])

  const dismiss = useCallback(() => {
    if (state.txHash) onSubmittedDismiss()
    setState((previous) => ({ ...previous, showConfirm: false }))
  }, [state.txHash, onSubmittedDismiss])

  return { state, handleSwap, openConfirm, acceptChanges, dismiss }
}
