// The claim dialog's stages (the spec: idle, submitting, hash received, claimed once the hash is not pending).
import type { DescribeFailure } from '@/hooks/transactions/useConfirmationFlow'
import type { ConfirmationState } from '@/utils/transactions/confirmation'

export enum ClaimStage {
  IDLE = 'idle',
  /** Waiting for the wallet's confirmation. */
  CLAIMING = 'claiming',
  /** Hash received, receipt not yet. */
  SUBMITTED = 'submitted',
  CLAIMED = 'claimed',
}

export function claimStage(flow: ConfirmationState, isHashPending: boolean): ClaimStage {
  if (flow.status === 'submitted') return isHashPending ? ClaimStage.SUBMITTED : ClaimStage.CLAIMED
  return flow.status === 'awaitingSignature' ? ClaimStage.CLAIMING : ClaimStage.IDLE
}

/** The spec: a failed claim is logged and the entry form comes back. */
export const logClaimFailure: DescribeFailure = (error) => {
  console.error('Claim failed', error)
  return null
}

/** Why the Claim button is disabled; the dialog maps each code to a text. */
export type ClaimInputError = 'invalidAddress' | 'noClaim' | 'noWallet'

export function claimInputError(input: {
  isValidAddress: boolean
  hasAvailableClaim: boolean
  hasWallet: boolean
}): ClaimInputError | undefined {
  if (!input.isValidAddress) return 'invalidAddress'
  if (!input.hasAvailableClaim) return 'noClaim'
  if (!input.hasWallet) return 'noWallet'
  return undefined
}
