// The remove dialog's flow: review, waiting for the wallet, submitted (hash) or the translated error; dismissing
// after a submission resets the form.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { translateRemoveError } from '@/utils/removeLiquidityErrors'

export interface RemoveConfirmState {
  showConfirm: boolean
  attemptingTxn: boolean
  txHash: string | undefined
  errorMessage: string | undefined
}

const CLOSED: RemoveConfirmState = {
  showConfirm: false,
  attemptingTxn: false,
  txHash: undefined,
  errorMessage: undefined,
}

export function useRemoveConfirm(removeCallback: () => Promise<string>, onSubmittedDismiss: () => void) {
  const { t } = useTranslation()
  const [state, setState] = useState<RemoveConfirmState>(CLOSED)

  const open = useCallback(() => setState({ ...CLOSED, showConfirm: true }), [])

  const confirm = useCallback(() => {
    setState((previous) => ({ ...previous, attemptingTxn: true, errorMessage: undefined }))
    removeCallback().then(
      (hash) => setState((previous) => ({ ...previous, attemptingTxn: false, txHash: hash })),
      (error: unknown) => {
        console.debug('Remove not sent', error)
        setState((previous) => ({ ...previous, attemptingTxn: false, errorMessage: translateRemoveError(t, error) }))
      },
    )
  }, [removeCallback, t])

  const dismiss = useCallback(() => {
    if (state.txHash) onSubmittedDismiss()
    setState(CLOSED)
  }, [state.txHash, onSubmittedDismiss])

  return { state, open, confirm, dismiss }
}
