import { describe, expect, it } from 'vitest'

import { ApprovalState } from '@/hooks/tokens/useApproveCallback'

import { type RemoveButtonInput, removeButtonState } from './removeButtonState'

const state = (overrides: Partial<RemoveButtonInput> = {}) =>
  removeButtonState({
    hasAccount: true,
    error: undefined,
    approval: ApprovalState.NOT_APPROVED,
    hasSignature: false,
    ...overrides,
  })

describe('removeButtonState', () => {
  it('asks to connect a wallet first', () => {
    expect(state({ hasAccount: false })).toEqual({ kind: 'connect' })
  })

  it('offers Approve and keeps Remove disabled until approved', () => {
    expect(state()).toEqual({
      kind: 'remove',
      approve: { label: 'approve', disabled: false },
      removeDisabled: true,
      error: undefined,
    })
    expect(state({ approval: ApprovalState.PENDING })).toMatchObject({
      approve: { label: 'approving', disabled: true },
      removeDisabled: true,
    })
    expect(state({ approval: ApprovalState.UNKNOWN })).toMatchObject({
      approve: { label: 'approve', disabled: true },
      removeDisabled: true,
    })
  })

  it('counts an approval or a signed permit as approved', () => {
    expect(state({ approval: ApprovalState.APPROVED })).toMatchObject({
      approve: { label: 'approved', disabled: true },
      removeDisabled: false,
    })
    expect(state({ hasSignature: true })).toMatchObject({
      approve: { label: 'approved', disabled: true },
      removeDisabled: false,
    })
  })

  it('keeps Remove disabled with the input error while the form is not valid', () => {
    const error = 'enterAmount'
    expect(state({ approval: ApprovalState.APPROVED, error })).toMatchObject({ removeDisabled: true, error })
  })
})
