// A review dialog around a confirmation flow (swap, add and remove liquidity): opening starts a fresh review,
// dismissing after a submission lets the page clear its form.
import { useCallback, useMemo, useState } from 'react'

import { confirmModalProps } from '@/utils/transactions/confirmation'

import { type DescribeFailure, useConfirmationFlow } from './useConfirmationFlow'

/** What the dialog (TransactionConfirmationModal) shows: open or not, which view, and how it closes. */
export interface ConfirmDialogView extends ReturnType<typeof confirmModalProps> {
  isOpen: boolean
  onDismiss: () => void
}

export function useConfirmDialog(describeFailure: DescribeFailure, onSubmittedDismiss: () => void) {
  const [isOpen, setIsOpen] = useState(false)
  const { state, run, reset } = useConfirmationFlow(describeFailure, isOpen)

  const open = useCallback(() => {
    reset()
    setIsOpen(true)
  }, [reset])

  const close = useCallback(() => {
    reset()
    setIsOpen(false)
  }, [reset])

  const isSubmitted = state.status === 'submitted'
  const dismiss = useCallback(() => {
    if (isSubmitted) onSubmittedDismiss()
    close()
  }, [isSubmitted, onSubmittedDismiss, close])

  const dialog = useMemo<ConfirmDialogView>(
    () => ({ isOpen, onDismiss: dismiss, ...confirmModalProps(state) }),
    [isOpen, dismiss, state],
  )

  return { isOpen, state, dialog, run, open, close, dismiss }
}
