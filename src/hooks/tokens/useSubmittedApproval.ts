// Whether the user sent an approval from this page: the approve buttons keep 'Approved {symbol}' on screen once it
// lands. It is recorded when the user presses Approve, not inferred from seeing PENDING: the allowance read of the
// block that mined the approval can reach the page before the wallet hands back the hash (ethers polls for the
// sent transaction; a busy wallet is slow), so the state may go NOT_APPROVED → APPROVED without a PENDING render,
// and a flag set only on PENDING left the button to vanish instead.
import { useCallback, useEffect, useState } from 'react'

import { ApprovalState } from './useApproveCallback'

export interface SubmittedApproval {
  isSubmitted: boolean
  /** The page's approve, recording the submission first; a refusal or failure to send forgets it again. */
  approve: () => Promise<void>
}

export function useSubmittedApproval(
  approval: ApprovalState,
  approve: () => Promise<void>,
  /** What the approval is for (the currency): another one forgets the submission. */
  subject: unknown,
): SubmittedApproval {
  const [submittedFor, setSubmittedFor] = useState<unknown>()
  // A pending approval of this token sent before (another page, a reload) also ends as 'Approved'.
  useEffect(() => {
    if (approval === ApprovalState.PENDING) setSubmittedFor(subject)
  }, [approval, subject])

  const approveAndRecord = useCallback(async () => {
    setSubmittedFor(subject)
    try {
      await approve()
    } catch (error) {
      setSubmittedFor((current: unknown) => (current === subject ? undefined : current))
      throw error
    }
  }, [approve, subject])

  return { isSubmitted: submittedFor !== undefined && submittedFor === subject, approve: approveAndRecord }
}
