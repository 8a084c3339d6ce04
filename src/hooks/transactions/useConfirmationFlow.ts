// Runs a confirm dialog's transaction through the confirmation states; the classifier says what a failure was and
// the dialog decides what to say about it (its own wording, or nothing: back to idle). An open dialog also watches
// the wallet: if it moves to another account or network after the review appeared, the review was read for someone
// else or for another chain's contracts, so the dialog says so and nothing is sent from it.
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { useWalletIdentity } from '@/connection/useWalletIdentity'
import { confirmationReducer, type FailureKind, IDLE } from '@/utils/transactions/confirmation'
import { classifyWalletError, errorMessage, type WalletErrorKind } from '@/utils/transactions/walletError'

/**
 * The dialog's text for a failure, or null to go back to idle; may log (each flow logs in its own words) and may
 * load its texts lazily. Pass a stable function (module level or useCallback) to keep `run` stable.
 */
export type DescribeFailure = (error: unknown, kind: WalletErrorKind) => string | null | Promise<string | null>

/** How a run ended, for flows that act on it (clear the form after a submission, close on a rejection). */
export type RunOutcome = { hash: string } | { failure: FailureKind }

/** `isOpen`: the dialog's review is on screen; without it (a button flow) the wallet is not watched. */
export function useConfirmationFlow(describeFailure: DescribeFailure, isOpen?: boolean) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(confirmationReducer, IDLE)
  const identity = useWalletIdentity()
  const current = useRef(identity)
  current.current = identity
  /** The wallet the open review was shown for. */
  const reviewedFor = useRef<string | undefined>(undefined)
  if (!isOpen) reviewedFor.current = undefined
  else reviewedFor.current ??= identity
  const hasWalletChanged = useCallback(
    () => reviewedFor.current !== undefined && reviewedFor.current !== current.current,
    [],
  )

  useEffect(() => {
    if (hasWalletChanged()) dispatch({ type: 'walletChanged', message: t('transactions.walletChanged') })
  }, [identity, hasWalletChanged, t])

  const run = useCallback(
    async (send: () => Promise<string>): Promise<RunOutcome> => {
      if (hasWalletChanged()) {
        dispatch({ type: 'walletChanged', message: t('transactions.walletChanged') })
        return { failure: 'walletChanged' }
      }
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
    [describeFailure, hasWalletChanged, t],
  )

  const reset = useCallback(() => dispatch({ type: 'reset' }), [])
  return { state, run, reset }
}
