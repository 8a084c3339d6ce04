import { describe, expect, it } from 'vitest'

import { ApprovalState } from '@/hooks/tokens/useApproveCallback'

import { approveStage } from './stages'

describe('approveStage', () => {
  it('labels Approve, Approving, Approved', () => {
    expect(approveStage(ApprovalState.NOT_APPROVED)).toEqual({ label: 'approve', disabled: false })
    expect(approveStage(ApprovalState.PENDING)).toEqual({ label: 'approving', disabled: true })
    expect(approveStage(ApprovalState.APPROVED)).toEqual({ label: 'approved', disabled: true })
    expect(approveStage(ApprovalState.UNKNOWN)).toEqual({ label: 'approve', disabled: true })
  })
  it('offers nothing to approve without liquidity', () => {
    expect(approveStage(ApprovalState.APPROVED, true)).toEqual({ label: 'approve', disabled: true })
    expect(approveStage(ApprovalState.NOT_APPROVED, true)).toEqual({ label: 'approve', disabled: true })
  })
})
