// A review dialog around a confirmation flow (swap, add and remove liquidity): opening starts a fresh review,
// dismissing after a submission lets the page clear its form.
import { useCallback, useState } from 'react'

import { type DescribeFailure, useConfirmationFlow } from './useConfirmationFlow'

export function useConfirmDialog(describeFailure: DescribeFailure, onSubmittedDismiss: () => void) {
  const [isOpen, setIsOpen] = useState(false)
  const { state, run, reset } = useConfirmationFlow(describeFailure)

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

  return { isOpen, state, run, open, close, dismiss }
}
