// The amount field of every currency panel: a text input that only takes what sanitizeAmountInput allows.
import { memo } from 'react'
import styled from 'styled-components'

import { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from './sanitize'

export { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from './sanitize'

const Input = styled.input<{ $error?: boolean; $align?: 'left' | 'right' }>`
  flex: 1 1 auto;
  width: 0;
  min-width: 0;
  border: none;
  outline: none;
  background: transparent;
  color: ${({ theme, $error }) => ($error ? theme.error : theme.text)};
  font: inherit;
  font-size: 24px;
  font-weight: 500;
  text-align: ${({ $align }) => $align ?? 'left'};
  text-overflow: ellipsis;
  padding: 0;
  &::placeholder {
    color: ${({ theme }) => theme.textDisabled};
  }
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    appearance: none;
  }
`

export interface NumericalInputProps {
  value: string
  onUserInput: (value: string) => void
  error?: boolean
  align?: 'left' | 'right'
  placeholder?: string
  disabled?: boolean
  id?: string
  'aria-label'?: string
  'data-testid'?: string
}

export const NumericalInput = memo(function NumericalInput({
  value,
  onUserInput,
  error,
  align,
  placeholder = '0.0',
  ...rest
}: NumericalInputProps) {
  return (
    <Input
      {...rest}
      $error={error}
      $align={align}
      value={value}
      onChange={(event) => {
        const next = sanitizeAmountInput(event.target.value)
        if (next !== null) onUserInput(next)
      }}
      // A text field (not type=number) so the value stays exactly what was typed; the keyboard still shows digits.
      inputMode="decimal"
      type="text"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder={placeholder}
      minLength={1}
      maxLength={MAX_AMOUNT_INPUT_LENGTH}
    />
  )
})
