// Why a deposit cannot go ahead (the spec's priority: Connect Wallet, Invalid pair, Enter an amount, Insufficient
// {symbol} balance) and what the Approve and Supply buttons show (pure, so every state is tested).
import type { ApproveStep } from '@/components/ActionButtons'
import type { ApprovalStatus } from '@/hooks/tokens/useApproveCallback'
import type { CurrencyAmount } from '@/sdk'

/** insufficientBalanceA: 'Insufficient {symbol} balance' with currency A's symbol (B likewise). */
export type MintInputError =
  'connectWallet' | 'invalidPair' | 'enterAmount' | 'insufficientBalanceA' | 'insufficientBalanceB'

export interface MintInputErrorInput {
  account: string | undefined
  /** usePair said INVALID: a side is missing, or both sides are the same token (e.g. FRA and WFRA). */
  isInvalidPair: boolean
  amountA: CurrencyAmount | undefined
  amountB: CurrencyAmount | undefined
  balanceA: CurrencyAmount | undefined
  balanceB: CurrencyAmount | undefined
}

export function mintInputError(input: MintInputErrorInput): MintInputError | undefined {
  if (!input.account) return 'connectWallet'
  if (input.isInvalidPair) return 'invalidPair'
  if (!input.amountA || !input.amountB) return 'enterAmount'
  if (input.balanceA?.lessThan(input.amountA)) return 'insufficientBalanceA'
  if (input.balanceB?.lessThan(input.amountB)) return 'insufficientBalanceB'
  return undefined
}

/** One side's Approve button: hidden, or its label and whether it can be pressed. */
export type ApproveButtonState = ApproveStep | undefined

export type AddButtonState =
  | { kind: 'unsupported' }
  | { kind: 'connect' }
  | {
      kind: 'supply'
      approveA: ApproveButtonState
      approveB: ApproveButtonState
      inputError?: MintInputError
      supplyDisabled: boolean
      /** Both amounts are typed but something is wrong (a balance): the button reads as an error. */
      isError: boolean
    }

export interface AddButtonInput {
  isUnsupported: boolean
  inputError: MintInputError | undefined
  hasBothAmounts: boolean
  /** Each side's approval for the router (the native coin counts as approved). */
  approvalA: ApprovalStatus
  approvalB: ApprovalStatus
  /** An approval of that side was sent from this page: its button stays as 'Approved' once it lands. */
  approvalSubmittedA: boolean
  approvalSubmittedB: boolean
}

function approveButton(status: ApprovalStatus, submitted: boolean): ApproveButtonState {
  if (status === 'notApproved') return { label: 'approve', disabled: submitted }
  if (status === 'pending') return { label: 'approving', disabled: true }
  if (status === 'approved' && submitted) return { label: 'approved', disabled: true }
  return undefined
}

export function addButtonState(input: AddButtonInput): AddButtonState {
  if (input.isUnsupported) return { kind: 'unsupported' }
  if (input.inputError === 'connectWallet') return { kind: 'connect' }
  const isValid = input.inputError === undefined
  const needsApproval = (status: ApprovalStatus) => status === 'notApproved' || status === 'pending'
  // An approval sent from here keeps the row (with 'Approved {symbol}') until the form becomes invalid.
  const showApprovals =
    isValid &&
    (needsApproval(input.approvalA) ||
      needsApproval(input.approvalB) ||
      (input.approvalSubmittedA && input.approvalA === 'approved') ||
      (input.approvalSubmittedB && input.approvalB === 'approved'))
  return {
    kind: 'supply',
    approveA: showApprovals ? approveButton(input.approvalA, input.approvalSubmittedA) : undefined,
    approveB: showApprovals ? approveButton(input.approvalB, input.approvalSubmittedB) : undefined,
    inputError: input.inputError,
    supplyDisabled: !isValid || input.approvalA !== 'approved' || input.approvalB !== 'approved',
    isError: !isValid && input.hasBothAmounts,
  }
}
