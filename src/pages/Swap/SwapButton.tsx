// Renders the main button's state (see swapButtonState) with its translated labels.
import { useTranslation } from 'react-i18next'

import { ActionButton, ApproveButton } from '@/components/ActionButtons'
import { ButtonRow, GreyCard } from '@/components/ui'
import type { CurrencyAmount } from '@/sdk'

import type { SwapButtonState } from './swapButtonState'

interface Props<E> {
  state: SwapButtonState<E>
  /** The translated text of an input error code. */
  errorText: (error: E) => string
  inputSymbol?: string
  onConnect: () => void
  onWrap: () => void
  onApprove: () => void
  /** What the approval is for (the most the trade may sell): the approve button's tooltip. */
  approveAmount?: CurrencyAmount
  onSwap: () => void
}

export function SwapButton<E>(props: Props<E>) {
  const { state, errorText, inputSymbol, onConnect, onWrap, onApprove, approveAmount, onSwap } = props
  const { t } = useTranslation()
  switch (state.kind) {
    case 'unsupported':
      return (
        <ActionButton testId="swap-button" disabled>
          {t('swap.button.unsupported')}
        </ActionButton>
      )
    case 'connect':
      return (
        <ActionButton testId="swap-button" onClick={onConnect}>
          {t('swap.button.connectWallet')}
        </ActionButton>
      )
    case 'wrap':
      return (
        <ActionButton testId="swap-button" disabled={state.disabled} onClick={onWrap}>
          {state.inputError !== undefined
            ? errorText(state.inputError)
            : t(state.wrap === 'wrap' ? 'swap.button.wrap' : 'swap.button.unwrap')}
        </ActionButton>
      )
    case 'noRoute':
      return (
        <GreyCard role="status" data-testid="swap-no-route">
          <span>{t('swap.button.insufficientLiquidity')}</span>
          {state.showMultihopHint ? <span>{t('swap.button.multihopHint')}</span> : null}
        </GreyCard>
      )
    case 'approve':
      return (
        <ButtonRow>
          <ApproveButton testId="approve-button" {...state.approve} amount={approveAmount} onClick={onApprove}>
            {state.approve.label === 'approve'
              ? t('swap.button.approve', { symbol: inputSymbol })
              : t(`swap.button.${state.approve.label}`)}
          </ApproveButton>
          <ActionButton testId="swap-button" disabled={state.swapDisabled} isError={state.isError} onClick={onSwap}>
            {t(`swap.button.${state.swapLabel}`)}
          </ActionButton>
        </ButtonRow>
      )
    case 'swap':
      return (
        <ActionButton testId="swap-button" disabled={state.disabled} isError={state.isError} onClick={onSwap}>
          {state.label === 'inputError' && state.inputError !== undefined
            ? errorText(state.inputError)
            : t(`swap.button.${state.label === 'inputError' ? 'swap' : state.label}`)}
        </ActionButton>
      )
  }
}
