// What the swap page's main button shows and allows, in the spec's priority order (pure, so every state is tested).
import type { ApproveStep } from '@/components/ActionButtons'
import type { ApprovalStatus } from '@/hooks/tokens/useApproveCallback'

export interface SwapButtonInput<E> {
  /** A token of the pair is on the unsupported list. */
  isUnsupported: boolean
  isConnected: boolean
  /** Native coin to its wrapped token (or back): the button wraps instead of trading. */
  wrap: 'none' | 'wrap' | 'unwrap'
  /** Why the wrap cannot happen (typically the balance); a code the page translates. */
  wrapInputError?: E
  /** Both currencies chosen and a positive amount typed. */
  hasSpecifiedInputOutput: boolean
  /** A trade (route) exists for what was typed. */
  hasTrade: boolean
  singleHopOnly: boolean
  /** Derived input error ('Enter an amount', 'Insufficient … balance', …) as a code. */
  inputError?: E
  /** The input token's approval for the router (the native coin counts as approved). */
  approval: ApprovalStatus
  /** An approval was sent from this page (keeps 'Approved' showing once it lands). */
  approvalSubmitted: boolean
  /** Price impact of the trade without the LP fee, in basis points (0 without a trade). */
  priceImpactBips: number
  isExpertMode: boolean
  /** The swap call cannot be built (no signer, bad recipient...). */
  hasSwapCallbackError: boolean
  /**
   * The amount just typed has not reached the quote yet (useDerivedSwapInfo): the state shown is the last quote's,
   * and its actions wait, so that nothing is approved, wrapped or swapped for an amount the user has changed.
   */
  isQuotePending: boolean
}

export type SwapLabel = 'swap' | 'swapAnyway' | 'priceImpactHigh' | 'priceImpactTooHigh'

export type SwapButtonState<E> =
  | { kind: 'unsupported' }
  | { kind: 'connect' }
  | { kind: 'wrap'; wrap: 'wrap' | 'unwrap'; inputError?: E; disabled: boolean }
  | { kind: 'noRoute'; showMultihopHint: boolean }
  | {
      kind: 'approve'
      approve: ApproveStep
      swapLabel: SwapLabel
      swapDisabled: boolean
      isError: boolean
    }
  | { kind: 'swap'; label: SwapLabel | 'inputError'; inputError?: E; disabled: boolean; isError: boolean }

/** The spec (core-trading §5): above 2% the button reads 'Swap Anyway' in error style… */
export const SWAP_ANYWAY_IMPACT_BIPS = 200
/** …and above 3% only expert mode may swap ('Price Impact High' / 'Price Impact Too High'). */
export const BLOCKED_IMPACT_BIPS = 300

export function swapButtonState<E>(input: SwapButtonInput<E>): SwapButtonState<E> {
  const state = quotedButtonState(input)
  return input.isQuotePending ? withActionsWaiting(state) : state
}

function withActionsWaiting<E>(state: SwapButtonState<E>): SwapButtonState<E> {
  switch (state.kind) {
    case 'wrap':
    case 'swap':
      return { ...state, disabled: true }
    case 'approve':
      return { ...state, approve: { ...state.approve, disabled: true }, swapDisabled: true }
    default:
      return state
  }
}

function quotedButtonState<E>(input: SwapButtonInput<E>): SwapButtonState<E> {
  if (input.isUnsupported) return { kind: 'unsupported' }
  if (!input.isConnected) return { kind: 'connect' }
  if (input.wrap !== 'none')
    return { kind: 'wrap', wrap: input.wrap, inputError: input.wrapInputError, disabled: Boolean(input.wrapInputError) }
  if (!input.hasTrade && input.hasSpecifiedInputOutput)
    return { kind: 'noRoute', showMultihopHint: input.singleHopOnly }

  const isValid = input.inputError === undefined
  const isBlocked = input.priceImpactBips > BLOCKED_IMPACT_BIPS && !input.isExpertMode
  const isError = isValid && input.priceImpactBips > SWAP_ANYWAY_IMPACT_BIPS
  const { approval, approvalSubmitted } = input
  // A blocked impact still offers the approval (expert mode may be turned on next), beside 'Price Impact High'.
  const showApproveFlow =
    isValid && (approval === 'notApproved' || approval === 'pending' || (approvalSubmitted && approval === 'approved'))

  if (showApproveFlow) {
    return {
      kind: 'approve',
      approve: {
        label:
          approval === 'pending' ? 'approving' : approvalSubmitted && approval === 'approved' ? 'approved' : 'approve',
        disabled: approval !== 'notApproved' || approvalSubmitted,
      },
      swapLabel: isBlocked ? 'priceImpactHigh' : isError ? 'swapAnyway' : 'swap',
      swapDisabled: approval !== 'approved' || isBlocked,
      isError,
    }
  }

  if (!isValid)
    return { kind: 'swap', label: 'inputError', inputError: input.inputError, disabled: true, isError: false }
  return {
    kind: 'swap',
    label: isBlocked ? 'priceImpactTooHigh' : isError ? 'swapAnyway' : 'swap',
    // 'unknown': the allowance is still loading; sending now would only fail the gas estimate.
    disabled: isBlocked || input.hasSwapCallbackError || input.approval === 'unknown',
    isError: isError && !input.hasSwapCallbackError,
  }
}
