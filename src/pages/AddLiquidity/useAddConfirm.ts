// The supply dialog's wording over the one confirmation flow: a wallet rejection (4001) closes back to the form
// silently, any other failure is logged and shown as 'Adding liquidity failed: {reason}'.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { type DescribeFailure } from '@/hooks/transactions/useConfirmationFlow'
import { useConfirmDialog } from '@/hooks/transactions/useConfirmDialog'
import { failureText } from '@/utils/transactions/failureReason'

export function useAddConfirm(addCallback: (() => Promise<string>) | null, onSubmittedDismiss: () => void) {
  const { t } = useTranslation()
  const describeFailure = useCallback<DescribeFailure>(
    (error, kind) => {
      if (kind === 'rejected') return null
      console.error('Failed to add liquidity', error)
      return t('addLiquidity.errors.failed', { message: failureText((key) => t(key), error) })
    },
    [t],
  )
  const { dialog, run, open, close } = useConfirmDialog(describeFailure, onSubmittedDismiss)

  /** Sends from the review, or straight away in expert mode: the dialog opens on the wallet's waiting view. */
  const onAdd = useCallback(() => {
    if (!addCallback) return
    open()
    void run(addCallback).then((outcome) => {
      if ('failure' in outcome && outcome.failure === 'rejected') close()
    })
  }, [addCallback, open, run, close])

  return { dialog, onAdd, openConfirm: open }
}
