// 'I understand …', ticked before a risky step goes ahead (an unknown token, a lookalike recipient, a token that
// cannot be sold): a checkbox whose words are its label, so a tap on them ticks it too.
import type { ReactNode } from 'react'

import { Row } from './Row'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  testId?: string
  /** What the user says they understand. */
  children: ReactNode
}

export function Acknowledge({ checked, onChange, testId, children }: Props) {
  return (
    <Row as="label">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </Row>
  )
}
