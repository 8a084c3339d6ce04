// Transaction settings: slippage presets and custom percent (with the spec's warnings and error), and the
// deadline in whole minutes (stored in seconds; an invalid entry shows red and is not stored).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useUserDeadline, useUserSlippageTolerance } from '@/state/user/hooks'
import { localizePercent } from '@/utils/format/localizeNumber'
import {
  formatDeadlineMinutes,
  parseDeadlineMinutes,
  parseSlippagePercent,
  sanitizeDecimalInput,
  SLIPPAGE_PRESETS_BIPS,
  slippageWarning,
} from '@/utils/swap/settings'

import { Input, InputBox, Label, Line, Message, Option, Options, Title } from './styles'

export function TransactionSettings() {
  const { t } = useTranslation()
  const [storedSlippage, setStoredSlippage] = useUserSlippageTolerance()
  const [deadline, setDeadline] = useUserDeadline()
  // The typed text; empty while a preset is in use. The stored value changes only for valid input.
  const [slippageInput, setSlippageInput] = useState('')
  const [deadlineInput, setDeadlineInput] = useState('')

  const parsedSlippage = parseSlippagePercent(slippageInput)
  const isSlippageInvalid = 'error' in parsedSlippage
  const parsedDeadline = parseDeadlineMinutes(deadlineInput)
  const isDeadlineInvalid = 'error' in parsedDeadline
  const warning = isSlippageInvalid ? undefined : slippageWarning(storedSlippage)
  const isCustom = slippageInput !== '' || !SLIPPAGE_PRESETS_BIPS.includes(storedSlippage)

  const onSlippageChange = (field: HTMLInputElement) => {
    const value = sanitizeDecimalInput(field.value)
    if (value === undefined) return
    setSlippageInput(value)
    const parsed = parseSlippagePercent(value)
    if ('value' in parsed) setStoredSlippage(parsed.value)
  }

  const onDeadlineChange = (value: string) => {
    setDeadlineInput(value)
    const parsed = parseDeadlineMinutes(value)
    if ('value' in parsed) setDeadline(parsed.value)
  }

  return (
    <>
      <Title>{t('settings.transactionSettings')}</Title>
      <Label>{t('settings.slippageTolerance')}</Label>
      <Options>
        {SLIPPAGE_PRESETS_BIPS.map((bips) => (
          <Option
            key={bips}
            type="button"
            $active={slippageInput === '' && storedSlippage === bips}
            aria-pressed={slippageInput === '' && storedSlippage === bips}
            onClick={() => {
              setSlippageInput('')
              setStoredSlippage(bips)
            }}
          >
            {localizePercent(String(bips / 100))}
          </Option>
        ))}
        <InputBox $tone={isSlippageInvalid ? 'error' : warning && isCustom ? 'warning' : undefined}>
          <Input
            data-testid="slippage-input"
            inputMode="decimal"
            placeholder={(storedSlippage / 100).toFixed(2)}
            aria-label={t('settings.customSlippage')}
            aria-invalid={isSlippageInvalid}
            value={slippageInput}
            onChange={(event) => onSlippageChange(event.currentTarget)}
            onBlur={() => {
              if (!isSlippageInvalid && slippageInput !== '') setSlippageInput((storedSlippage / 100).toFixed(2))
            }}
          />
          %
        </InputBox>
      </Options>
      {isSlippageInvalid ? (
        <Message $tone="error" role="alert">
          {t('settings.invalidSlippage')}
        </Message>
      ) : warning === 'MAY_FAIL' ? (
        <Message $tone="warning">{t('settings.mayFail')}</Message>
      ) : warning === 'MAY_BE_FRONTRUN' ? (
        <Message $tone="warning">{t('settings.mayBeFrontrun')}</Message>
      ) : null}
      <Label>{t('settings.deadline')}</Label>
      <Line>
        <InputBox $tone={isDeadlineInvalid ? 'error' : undefined} style={{ maxWidth: 100 }}>
          <Input
            data-testid="deadline-input"
            inputMode="numeric"
            placeholder={formatDeadlineMinutes(deadline)}
            aria-label={t('settings.deadline')}
            aria-invalid={isDeadlineInvalid}
            value={deadlineInput}
            onChange={(event) => onDeadlineChange(event.target.value)}
            onBlur={() => {
              if (!isDeadlineInvalid && deadlineInput !== '') setDeadlineInput(formatDeadlineMinutes(deadline))
            }}
          />
        </InputBox>
        <span style={{ flex: 1 }}>{t('settings.minutes')}</span>
      </Line>
    </>
  )
}
