// The swap page's transaction flow: the confirm dialog over the one confirmation flow, the legacy price-impact
// prompts, the trade under review, and clearing the typed amount once a swap was submitted.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type DescribeFailure } from '@/hooks/transactions/useConfirmationFlow'
import { useConfirmDialog } from '@/hooks/transactions/useConfirmDialog'
import type { Percent, Trade } from '@/sdk'
import { errorMessage } from '@/utils/transactions/walletError'

import { confirmPriceImpactWithoutFee } from './confirmPriceImpact'

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
  // The error texts load with the first failure, not with the page.
  const describeFailure = useCallback<DescribeFailure>(
    (error) =>
      import('@/utils/swap/swapErrors').then(
        ({ translateSwapError }) => translateSwapError((key, options) => t(key, options ?? {}), error),
        () => errorMessage(error),
      ),
    [t],
  )
  const { dialog, run, open } = useConfirmDialog(describeFailure, onSubmittedDismiss)
  const [tradeToConfirm, setTradeToConfirm] = useState<Trade>()

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
      void run(swapCallback).then((outcome) => {
        if ('hash' in outcome && clearOnSuccess) onSubmittedDismiss()
      })
    },
    [priceImpactWithoutFee, isExpertMode, swapCallback, t, run, onSubmittedDismiss],
  )

  const openConfirm = useCallback(() => {
    open()
    setTradeToConfirm(trade)
  }, [open, trade])

  const acceptChanges = useCallback(() => setTradeToConfirm(trade), [trade])

  return { dialog, tradeToConfirm, handleSwap, openConfirm, acceptChanges }
}
