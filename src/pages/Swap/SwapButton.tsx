// Renders the main button's state (see swapButtonState) with its translated labels.
import { useTranslation } from 'react-i18next'

import { Button, ButtonRow, GreyCard } from '@/components/ui'

import type { SwapButtonState } from './swapButtonState'

interface Props<E> {
  state: SwapButtonState<E>
  /** The translated text of an input error code. */
  errorText: (error: E) => string
  inputSymbol?: string
  onConnect: () => void
  onWrap: () => void
  onApprove: () => void
  onSwap: () => void
}

export function SwapButton<E>({ state, errorText, inputSymbol, onConnect, onWrap, onApprove, onSwap }: Props<E>) {
  const { t } = useTranslation()
  switch (state.kind) {
    case 'unsupported':
      return (
        <Button $size="large" type="button" disabled data-testid="swap-button">
          {t('swap.button.unsupported')}
        </Button>
      )
    case 'connect':
      return (
        <Button $size="large" type="button" onClick={onConnect} data-testid="swap-button">
          {t('swap.button.connectWallet')}
        </Button>
      )
    case 'wrap':
      return (
        <Button $size="large" type="button" disabled={state.disabled} onClick={onWrap} data-testid="swap-button">
          {state.inputError !== undefined
            ? errorText(state.inputError)
            : t(state.wrap === 'wrap' ? 'swap.button.wrap' : 'swap.button.unwrap')}
        </Button>
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
          <Button
            $size="large"
            type="button"
            disabled={state.approveDisabled}
            $tone={state.approveLabel === 'approved' ? 'success' : undefined}
            onClick={onApprove}
            data-testid="approve-button"
          >
            {state.approveLabel === 'approve'
              ? t('swap.button.approve', { symbol: inputSymbol })
              : t(`swap.button.${state.approveLabel}`)}
          </Button>
          <Button
            $size="large"
            type="button"
            disabled={state.swapDisabled}
            $tone={state.isError ? 'error' : undefined}
            onClick={onSwap}
            data-testid="swap-button"
          >
            {t(`swap.button.${state.swapLabel}`)}
          </Button>
        </ButtonRow>
      )
    case 'swap':
      return (
        <Button
          $size="large"
          type="button"
          disabled={state.disabled}
          $tone={state.isError ? 'error' : undefined}
          onClick={onSwap}
          data-testid="swap-button"
        >
          {state.label === 'inputError' && state.inputError !== undefined
            ? errorText(state.inputError)
            : t(`swap.button.${state.label === 'inputError' ? 'swap' : state.label}`)}
        </Button>
      )
  }
}
