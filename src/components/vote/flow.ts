// The vote and delegate dialogs' states: confirm, pending (wallet asked), submitted (hash) or error.
import { walletErrorCode } from '@/connection/errors'

export type TransactionFlow =
  { view: 'confirm' } | { view: 'pending' } | { view: 'submitted'; hash: string } | { view: 'error' }

/** The wallet's code for a transaction it could not submit: the only failure with its own view. */
export const WALLET_INTERNAL_ERROR = -32603

export const CONFIRM: TransactionFlow = { view: 'confirm' }

/** -32603 shows the error view; any other failure (a refusal included) goes back to the confirm view. */
export function flowAfterFailure(error: unknown): TransactionFlow {
  return walletErrorCode(error) === WALLET_INTERNAL_ERROR ? { view: 'error' } : CONFIRM
}
