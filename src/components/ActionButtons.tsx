// The buttons that start a transaction: a form's main action (Swap, Supply, Remove, Confirm) and the Approve step
// before it, whose label says where the approval stands. Each page words them; the look is decided here.
import type { ReactNode } from 'react'

import { Button, type ButtonProps } from '@/components/ui'
import { useApprovalTooltip } from '@/hooks/tokens/useApprovalTooltip'
import type { CurrencyAmount } from '@/sdk'

interface LargeButtonProps {
  testId: string
  disabled?: boolean
  onClick?: () => void
  children: ReactNode
}

type LargeButtonLook = { tone: ButtonProps['$tone']; title?: string }

function LargeButton({ testId, disabled, onClick, tone, title, children }: LargeButtonProps & LargeButtonLook) {
  return (
    <Button
      $size="large"
      type="button"
      disabled={disabled}
      $tone={tone}
      onClick={onClick}
      data-testid={testId}
      title={title}
    >
      {children}
    </Button>
  )
}

/** `isError`: the action is risky or the input is wrong, so the button reads as an error. */
export function ActionButton({ isError = false, ...props }: LargeButtonProps & { isError?: boolean }) {
  return <LargeButton {...props} tone={isError ? 'error' : undefined} />
}

/** Where a token approval stands on its button: to send, pending on chain, or done (in success colours). */
export type ApproveLabel = 'approve' | 'approving' | 'approved'

/** An Approve button's state, as the pages' pure button states give it (spread it into ApproveButton). */
export interface ApproveStep {
  label: ApproveLabel
  disabled: boolean
}

interface ApproveAmount {
  /** What the approval is for: its tooltip says whether that amount exactly or an unlimited one is approved. */
  amount?: CurrencyAmount
  /** A permit signature, which always covers the one amount. */
  isExact?: boolean
}

export function ApproveButton({ label, amount, isExact, ...props }: LargeButtonProps & ApproveStep & ApproveAmount) {
  const title = useApprovalTooltip(amount, isExact)
  return <LargeButton {...props} tone={label === 'approved' ? 'success' : undefined} title={title} />
}
