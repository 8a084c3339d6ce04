// The claim dialog's stages (the spec: idle, submitting, hash received, claimed once the hash is not pending).

export enum ClaimStage {
  IDLE = 'idle',
  /** Waiting for the wallet's confirmation. */
  CLAIMING = 'claiming',
  /** Hash received, receipt not yet. */
  SUBMITTED = 'submitted',
  CLAIMED = 'claimed',
}

export interface ClaimFlowState {
  isAttempting: boolean
  hash?: string
}

export function claimStage(flow: ClaimFlowState, isHashPending: boolean): ClaimStage {
  if (flow.hash) return isHashPending ? ClaimStage.SUBMITTED : ClaimStage.CLAIMED
  return flow.isAttempting ? ClaimStage.CLAIMING : ClaimStage.IDLE
}

/** Why the Claim button is disabled; the dialog maps each code to a text. */
export enum ClaimInputError {
  INVALID_ADDRESS = 'invalidAddress',
  NO_CLAIM = 'noClaim',
  NO_WALLET = 'noWallet',
}

export function claimInputError(input: {
  isValidAddress: boolean
  hasAvailableClaim: boolean
  hasWallet: boolean
}): ClaimInputError | undefined {
  if (!input.isValidAddress) return ClaimInputError.INVALID_ADDRESS
  if (!input.hasAvailableClaim) return ClaimInputError.NO_CLAIM
  if (!input.hasWallet) return ClaimInputError.NO_WALLET
  return undefined
}
