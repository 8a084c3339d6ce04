// Runs a confirm dialog's transaction through the confirmation states; the classifier says what a failure was and
// the dialog decides what to say about it (its own wording, or nothing: back to idle).
import { useCallback, useReducer } from 'react'

import { confirmationReducer, IDLE } from '@/utils/transactions/confirmation'
import { classifyWalletError, errorMessage, type WalletErrorKind } from '@/utils/transactions/walletError'

/**
 * The dialog's text for a failure, or null to go back to idle; may log (each flow logs in its own words) and may
 * load its texts lazily. Pass a stable function (module level or useCallback) to keep `run` stable.
 */
export type DescribeFailure = (error: unknown, kind: WalletErrorKind) => string | null | Promise<string | null>

/** How a run ended, for flows that act on it (clear the form after a submission, close on a rejection). */
export type RunOutcome = { hash: string } | { failure: WalletErrorKind }

export function useConfirmationFlow(describeFailure: DescribeFailure) {
  const [state, dispatch] = useReducer(confirmationReducer, IDLE)

  const run = useCallback(
    async (send: () => Promise<string>): Promise<RunOutcome> => {
      dispatch({ type: 'send' })
      let hash: string
      try {
        hash = await send()
      } catch (error) {
        const kind = classifyWalletError(error)
        let message: string | null
        try {
          message = await describeFailure(error, kind)
        } catch {
          message = errorMessage(error)
        }
        dispatch({ type: 'failed', kind, message })
        return { failure: kind }
      }
      dispatch({ type: 'submitted', hash })
      return { hash }
    },
    [describeFailure],
  )

  const reset = useCallback(() => dispatch({ type: 'reset' }), [])
  return { state, run, reset }
}
