// The main buttons (see removeButtonState): 'Connect Wallet' without an account, else Approve (or sign) beside
// Remove; Remove shows the input error until the pool tokens and both amounts are set.
import { useTranslation } from 'react-i18next'

import { ActionButton, ApproveButton } from '@/components/ActionButtons'
import { ButtonRow } from '@/components/ui'
import type { CurrencyAmount } from '@/sdk'

import type { RemoveButtonState } from './removeButtonState'

interface Props {
  state: RemoveButtonState
  onConnect: () => void
  onApprove: () => void
  /** The pool tokens the approval is for, and whether a permit (always exact) covers them: the tooltip. */
  approveAmount?: { amount: CurrencyAmount | undefined; isExact: boolean }
  onRemove: () => void
}

export function RemoveButtons({ state, onConnect, onApprove, approveAmount, onRemove }: Props) {
  const { t } = useTranslation()
  if (state.kind === 'connect') {
    return (
      <ActionButton testId="remove-button" onClick={onConnect}>
        {t('removeLiquidity.button.connectWallet')}
      </ActionButton>
    )
  }
  return (
    <ButtonRow>
      <ApproveButton testId="remove-approve" {...state.approve} {...approveAmount} onClick={onApprove}>
        {t(`removeLiquidity.button.${state.approve.label}`)}
      </ApproveButton>
      <ActionButton testId="remove-button" disabled={state.removeDisabled} onClick={onRemove}>
        {state.error ? t(`removeLiquidity.inputError.${state.error}`) : t('removeLiquidity.button.remove')}
      </ActionButton>
    </ButtonRow>
  )
}
