// The buttons that start a transaction: a form's main action (Swap, Supply, Remove, Confirm) and the Approve step
// before it, whose label says where the approval stands. Each page words them; the look is decided here.
import type { ReactNode } from 'react'

import { Button, type ButtonProps } from '@/components/ui'

interface LargeButtonProps {
  testId: string
  disabled?: boolean
  onClick?: () => void
  children: ReactNode
}

function LargeButton({ testId, disabled, onClick, tone, children }: LargeButtonProps & { tone: ButtonProps['$tone'] }) {
  return (
    <Button $size="large" type="button" disabled={disabled} $tone={tone} onClick={onClick} data-testid={testId}>
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

export function ApproveButton({ label, ...props }: LargeButtonProps & ApproveStep) {
  return <LargeButton {...props} tone={label === 'approved' ? 'success' : undefined} />
}
