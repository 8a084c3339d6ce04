// What the remove page's buttons show and allow (pure, so every state is tested): Connect Wallet without an
// account, else Approve (or sign a permit) beside Remove, which shows the input error until the form is valid.
import type { ApproveStep } from '@/components/ActionButtons'
import { ApprovalState } from '@/hooks/tokens/useApproveCallback'
import type { BurnInputError } from '@/state/burn/derive'

export type RemoveButtonState =
  | { kind: 'connect' }
  | { kind: 'remove'; approve: ApproveStep; removeDisabled: boolean; error: BurnInputError | undefined }

export interface RemoveButtonInput {
  hasAccount: boolean
  error: BurnInputError | undefined
  /** The router's allowance of the pool token. */
  approval: ApprovalState
  /** A permit is signed: it stands for the approval. */
  hasSignature: boolean
}

export function removeButtonState({ hasAccount, error, approval, hasSignature }: RemoveButtonInput): RemoveButtonState {
  if (!hasAccount) return { kind: 'connect' }
  const isApproved = approval === ApprovalState.APPROVED || hasSignature
  return {
    kind: 'remove',
    approve: {
      label: approval === ApprovalState.PENDING ? 'approving' : isApproved ? 'approved' : 'approve',
      disabled: approval !== ApprovalState.NOT_APPROVED || hasSignature,
    },
    removeDisabled: Boolean(error) || !isApproved,
    error,
  }
}
