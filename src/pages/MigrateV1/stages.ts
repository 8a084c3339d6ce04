// The migration's Approve button: its label (core-trading §4) and when it can be pressed.
import type { ApproveStep } from '@/components/ActionButtons'
import { ApprovalState } from '@/hooks/tokens/useApproveCallback'

/** Nothing to approve without liquidity: Approve stays disabled rather than reading Approved. */
export function approveStage(approval: ApprovalState, hasNoLiquidity = false): ApproveStep {
  if (hasNoLiquidity && approval !== ApprovalState.PENDING) return { label: 'approve', disabled: true }
  if (approval === ApprovalState.PENDING) return { label: 'approving', disabled: true }
  if (approval === ApprovalState.APPROVED) return { label: 'approved', disabled: true }
  return { label: 'approve', disabled: approval !== ApprovalState.NOT_APPROVED }
}
