// The remove dialog's wording over the one confirmation flow: every failure is shown translated ('Transaction
// rejected.' for a refusal); dismissing after a submission resets the form.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { type DescribeFailure } from '@/hooks/transactions/useConfirmationFlow'
import { useConfirmDialog } from '@/hooks/transactions/useConfirmDialog'
import { translateRemoveError } from '@/utils/liquidity/removeLiquidityErrors'

export function useRemoveConfirm(removeCallback: () => Promise<string>, onSubmittedDismiss: () => void) {
  const { t } = useTranslation()
  const describeFailure = useCallback<DescribeFailure>(
    (error) => {
      console.debug('Remove not sent', error)
      return translateRemoveError((key, options) => t(key, options ?? {}), error)
    },
    [t],
  )
  const { dialog, run, open } = useConfirmDialog(describeFailure, onSubmittedDismiss)
  const confirm = useCallback(() => void run(removeCallback), [run, removeCallback])

  return { dialog, open, confirm }
}
