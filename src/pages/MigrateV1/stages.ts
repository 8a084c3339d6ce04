// The migration and V1 removal buttons' labels (core-trading §4) and when they can be pressed.
import { ApprovalState } from '@/hooks/useApproveCallback'

export type ApproveLabel = 'approve' | 'approving' | 'approved'
export type SendLabel = 'send' | 'sending' | 'success'

export interface ApproveStage {
  label: ApproveLabel
  disabled: boolean
}

export interface SendStage {
  label: SendLabel
  disabled: boolean
}

/** Nothing to approve without liquidity: Approve stays disabled rather than reading Approved. */
export function approveStage(approval: ApprovalState, hasNoLiquidity = false): ApproveStage {
  if (hasNoLiquidity && approval !== ApprovalState.PENDING) return { label: 'approve', disabled: true }
  if (approval === ApprovalState.PENDING) return { label: 'approving', disabled: true }
  if (approval === ApprovalState.APPROVED) return { label: 'approved', disabled: true }
  return { label: 'approve', disabled: approval !== ApprovalState.NOT_APPROVED }
}

export interface SendInputs {
  /** A transaction was sent from this page. */
  hasSubmitted: boolean
  /** The wallet is asking, or the sent transaction awaits its receipt. */
  isPending: boolean
  /** The account's V1 liquidity is zero. */
  hasNoLiquidity: boolean
  /** Other preconditions (approval, amounts, contract) are met. */
  isReady: boolean
}

/** Migrate → Migrating → Success, or Remove → Removing → Success: success once sent and the liquidity is gone. */
export function sendStage({ hasSubmitted, isPending, hasNoLiquidity, isReady }: SendInputs): SendStage {
  if (hasSubmitted && !isPending && hasNoLiquidity) return { label: 'success', disabled: true }
  if (isPending) return { label: 'sending', disabled: true }
  return { label: 'send', disabled: hasNoLiquidity || !isReady }
}
