// The amount field of every currency panel: a text input that only takes what readAmountInput allows, and says why
// when it refuses a keystroke or a paste (the field keeps its value: nothing is cut to a different number).
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { touchTarget } from '@/theme/media'

import { type AmountRefusal, MAX_AMOUNT_INPUT_LENGTH, readAmountInput } from './sanitize'

export { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from './sanitize'

const Field = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`

const Refusal = styled.span`
  color: ${({ theme }) => theme.error};
  font-size: 12px;
`

const Input = styled.input<{ $error?: boolean; $align?: 'left' | 'right' }>`
  width: 100%;
  min-width: 0;
  border: none;
  background: transparent;
  color: ${({ theme, $error }) => ($error ? theme.error : theme.text)};
  font: inherit;
  font-size: 24px;
  font-weight: 500;
  text-align: ${({ $align }) => $align ?? 'left'};
  text-overflow: ellipsis;
  padding: 0;
  ${touchTarget}
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
  /** The token's decimals: more are refused with a message. */
  decimals?: number
}

export const NumericalInput = memo(function NumericalInput({
  value,
  onUserInput,
  error,
  align,
  placeholder = '0.0',
  decimals,
  ...rest
}: NumericalInputProps) {
  const { t } = useTranslation()
  const [refusal, setRefusal] = useState<AmountRefusal | null>(null)
  const input = (
    <Input
      {...rest}
      $error={error}
      $align={align}
      value={value}
      aria-invalid={refusal !== null || undefined}
      onChange={(event) => {
        const result = readAmountInput(event.target.value, decimals)
        setRefusal('refusal' in result ? result.refusal : null)
        if ('value' in result) onUserInput(result.value)
      }}
      // A text field (not type=number) so the value stays exactly what was typed; the keyboard still shows digits.
      inputMode="decimal"
      type="text"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      pattern="^[0-9]*[.,]?[0-9]*$"
      placeholder={placeholder}
      // No maxLength: the browser would cut a longer paste to 79 characters, a different number, without a word.
      minLength={1}
    />
  )
  return (
    <Field>
      {input}
      {refusal ? (
        <Refusal role="alert" data-testid="amount-refused">
          {t(`amountInput.${refusal}`, { decimals, max: MAX_AMOUNT_INPUT_LENGTH })}
        </Refusal>
      ) : null}
    </Field>
  )
})
