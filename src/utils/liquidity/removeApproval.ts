// How the router gets to spend pool tokens: a signed permit where permits are used (Ethereum, not an Argent
// wallet), else an approval transaction. A rejected signature (4001) does nothing; any other signing failure falls
// back to the approval.
import { isUserRejection } from '@/utils/transactions/walletError'

import type { PermitSignature } from './permit'

export interface RemoveApprovalSteps {
  /** Permits are signed on this chain (the spec: Ethereum main chain only). */
  isPermitChain: boolean
  /** The account is a smart-contract wallet that cannot sign (Argent). */
  isArgentWallet: boolean
  signPermit: () => Promise<PermitSignature>
  approve: () => Promise<void>
}

export type RemoveApprovalOutcome =
  { kind: 'signed'; signature: PermitSignature } | { kind: 'approved' } | { kind: 'rejected' }

export async function approveOrSignPermit(steps: RemoveApprovalSteps): Promise<RemoveApprovalOutcome> {
  if (!steps.isPermitChain || steps.isArgentWallet) {
    await steps.approve()
    return { kind: 'approved' }
  }
  try {
    return { kind: 'signed', signature: await steps.signPermit() }
  } catch (error) {
    if (isUserRejection(error)) return { kind: 'rejected' }
    console.debug('Permit signature failed, approving instead', error)
    await steps.approve()
    return { kind: 'approved' }
  }
}
