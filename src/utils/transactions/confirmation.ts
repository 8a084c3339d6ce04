// The states every confirm dialog goes through: idle (the form or review), awaiting the wallet's signature,
// submitted with the hash, or an error the dialog words in its own way. Pure, so the machine is tested once.
import type { WalletErrorKind } from './walletError'

/** walletChanged: the wallet moved to another account or network after the user saw the review; nothing was sent. */
export type FailureKind = WalletErrorKind | 'walletChanged'

export type ConfirmationState =
  | { status: 'idle' }
  | { status: 'awaitingSignature' }
  | { status: 'submitted'; hash: string }
  | { status: 'error'; kind: FailureKind; message: string }

export type ConfirmationAction =
  | { type: 'send' }
  | { type: 'submitted'; hash: string }
  /** message null: the dialog goes back to idle rather than showing the failure. */
  | { type: 'failed'; kind: WalletErrorKind; message: string | null }
  /** The review on screen was read for another account or network: it may not be sent. */
  | { type: 'walletChanged'; message: string }
  | { type: 'reset' }

export const IDLE: ConfirmationState = { status: 'idle' }

/**
 * A new send starts from any state; an answer from the wallet only counts while it is awaited, so a dialog closed
 * (reset) while the wallet was asking does not reopen on a stale result.
 */
export function confirmationReducer(state: ConfirmationState, action: ConfirmationAction): ConfirmationState {
  switch (action.type) {
    case 'send':
      return { status: 'awaitingSignature' }
    case 'submitted':
      return state.status === 'awaitingSignature' ? { status: 'submitted', hash: action.hash } : state
    case 'failed':
      if (state.status !== 'awaitingSignature') return state
      return action.message === null ? IDLE : { status: 'error', kind: action.kind, message: action.message }
    case 'walletChanged':
      // Once the wallet has the request or returned a hash, the wallet's own answer decides.
      if (state.status === 'awaitingSignature' || state.status === 'submitted') return state
      return { status: 'error', kind: 'walletChanged', message: action.message }
    case 'reset':
      return state.status === 'idle' ? state : IDLE
  }
}

/** The hash once the wallet returned one. */
export function submittedHash(state: ConfirmationState): string | undefined {
  return state.status === 'submitted' ? state.hash : undefined
}

/** What the swap, add and remove dialogs (TransactionConfirmationModal) read from the state. */
export function confirmModalProps(state: ConfirmationState): {
  attemptingTxn: boolean
  txHash: string | undefined
  errorMessage: string | undefined
} {
  return {
    attemptingTxn: state.status === 'awaitingSignature',
    txHash: submittedHash(state),
    errorMessage: state.status === 'error' ? state.message : undefined,
  }
}
