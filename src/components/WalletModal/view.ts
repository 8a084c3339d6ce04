// Which of the wallet modal's views to show, from the wallet's state and the view the user navigated to.

export enum WalletView {
  OPTIONS = 'OPTIONS',
  PENDING = 'PENDING',
  ACCOUNT = 'ACCOUNT',
}

export type ModalContent = WalletView | 'WRONG_NETWORK' | 'ERROR'

export interface ViewInputs {
  /** The view the user navigated to (Change → options, a wallet → pending, Back → account). */
  view: WalletView
  account: string | undefined
  isWrongNetwork: boolean
  /** A connection attempt failed (shown in place unless the user is on the pending view). */
  hasConnectionError: boolean
}

export function selectModalContent({ view, account, isWrongNetwork, hasConnectionError }: ViewInputs): ModalContent {
  // A wrong network blocks everything else until the wallet switches.
  if (isWrongNetwork) return 'WRONG_NETWORK'
  // The pending view shows its own error with Try Again.
  if (view === WalletView.PENDING) return WalletView.PENDING
  if (hasConnectionError) return 'ERROR'
  // "Back returns to the account view", which shows the options while nothing is connected.
  if (view === WalletView.ACCOUNT && account) return WalletView.ACCOUNT
  return WalletView.OPTIONS
}

/** The spinner shows only after 600 ms of waiting with no connection and no error. */
export function shouldShowSpinner(isActive: boolean, hasError: boolean, elapsedMs: number, delayMs: number): boolean {
  return !isActive && !hasError && elapsedMs >= delayMs
}
