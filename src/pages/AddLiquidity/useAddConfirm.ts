// The supply dialog's flow: open the review, send through the deposit callback (waiting, then submitted with the
// hash), a wallet rejection (4001) closing back to the form silently, any other failure logged and shown.
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { isUserRejection, revertReason } from '@/utils/swapErrors'

export interface AddConfirmState {
  showConfirm: boolean
  attemptingTxn: boolean
  txHash: string | undefined
  errorMessage: string | undefined
}

const CLOSED: AddConfirmState = { showConfirm: false, attemptingTxn: false, txHash: undefined, errorMessage: undefined }

function failureMessage(error: unknown): string {
  const reason = revertReason(error)
  if (reason) return reason
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message
  }
  return String(error)
}

export function useAddConfirm(addCallback: (() => Promise<string>) | null, onSubmittedDismiss: () => void) {
  const { t } = useTranslation()
  const [state, setState] = useState<AddConfirmState>(CLOSED)

  const onAdd = useCallback(() => {
    if (!addCallback) return
    setState((previous) => ({ ...previous, showConfirm: true, attemptingTxn: true, errorMessage: undefined }))
    addCallback()
      .then((txHash) => setState((previous) => ({ ...previous, attemptingTxn: false, txHash })))
      .catch((error: unknown) => {
        if (isUserRejection(error)) {
          setState(CLOSED)
          return
        }
        console.error('Failed to add liquidity', error)
        const errorMessage = t('addLiquidity.errors.failed', { message: failureMessage(error) })
        setState((previous) => ({ ...previous, attemptingTxn: false, errorMessage }))
      })
  }, [addCallback, t])

  const openConfirm = useCallback(() => setState({ ...CLOSED, showConfirm: true }), [])

  const dismiss = useCallback(() => {
    if (state.txHash) onSubmittedDismiss()
    setState(CLOSED)
  }, [state.txHash, onSubmittedDismiss])

  return { state, onAdd, openConfirm, dismiss }
}
