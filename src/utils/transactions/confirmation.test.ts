import { describe, expect, it } from 'vitest'

import {
  type ConfirmationAction,
  confirmationReducer,
  type ConfirmationState,
  confirmModalProps,
  IDLE,
  submittedHash,
} from './confirmation'

const AWAITING: ConfirmationState = { status: 'awaitingSignature' }
const SUBMITTED: ConfirmationState = { status: 'submitted', hash: '0xabc' }
const FAILED: ConfirmationState = { status: 'error', kind: 'internal', message: 'Internal JSON-RPC error.' }

const run = (...actions: ConfirmationAction[]) => actions.reduce(confirmationReducer, IDLE)

describe('confirmationReducer', () => {
  it('goes idle → awaiting signature → submitted with the hash', () => {
    expect(run({ type: 'send' })).toEqual(AWAITING)
    expect(run({ type: 'send' }, { type: 'submitted', hash: '0xabc' })).toEqual(SUBMITTED)
  })

  it('keeps a failure with its kind and the dialog’s text, or goes back to idle when the dialog says nothing', () => {
    expect(run({ type: 'send' }, { type: 'failed', kind: 'internal', message: 'Internal JSON-RPC error.' })).toEqual(
      FAILED,
    )
    expect(run({ type: 'send' }, { type: 'failed', kind: 'rejected', message: null })).toEqual(IDLE)
  })

  it('starts a new send from any state, clearing the last hash or error', () => {
    for (const state of [IDLE, AWAITING, SUBMITTED, FAILED]) {
      expect(confirmationReducer(state, { type: 'send' })).toEqual(AWAITING)
    }
  })

  it('resets to idle from any state', () => {
    for (const state of [IDLE, AWAITING, SUBMITTED, FAILED]) {
      expect(confirmationReducer(state, { type: 'reset' })).toEqual(IDLE)
    }
  })

  it('ignores the wallet’s answer when nothing awaits it (the dialog was closed meanwhile)', () => {
    expect(run({ type: 'send' }, { type: 'reset' }, { type: 'submitted', hash: '0xabc' })).toEqual(IDLE)
    expect(confirmationReducer(SUBMITTED, { type: 'failed', kind: 'unknown', message: 'late' })).toBe(SUBMITTED)
    expect(confirmationReducer(FAILED, { type: 'submitted', hash: '0xdef' })).toBe(FAILED)
  })
})

describe('what dialogs read', () => {
  it('has the hash only once submitted', () => {
    expect(submittedHash(SUBMITTED)).toBe('0xabc')
    expect(submittedHash(AWAITING)).toBeUndefined()
  })

  it('maps each state to the confirmation modal’s props', () => {
    expect(confirmModalProps(IDLE)).toEqual({ attemptingTxn: false, txHash: undefined, errorMessage: undefined })
    expect(confirmModalProps(AWAITING)).toEqual({ attemptingTxn: true, txHash: undefined, errorMessage: undefined })
    expect(confirmModalProps(SUBMITTED)).toEqual({ attemptingTxn: false, txHash: '0xabc', errorMessage: undefined })
    expect(confirmModalProps(FAILED)).toEqual({
      attemptingTxn: false,
      txHash: undefined,
      errorMessage: 'Internal JSON-RPC error.',
    })
  })
})
