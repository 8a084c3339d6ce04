// Renders the main button's state (see swapButtonState) with its translated labels.
import { useTranslation } from 'react-i18next'

import { ButtonRow, GreyCard, MainButton } from './styles'
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
        <MainButton type="button" disabled data-testid="swap-button">
          {t('swap.button.unsupported')}
        </MainButton>
      )
    case 'connect':
      return (
        <MainButton type="button" onClick={onConnect} data-testid="swap-button">
          {t('swap.button.connectWallet')}
        </MainButton>
      )
    case 'wrap':
      return (
        <MainButton type="button" disabled={state.disabled} onClick={onWrap} data-testid="swap-button">
          {state.inputError !== undefined
            ? errorText(state.inputError)
            : t(state.wrap === 'wrap' ? 'swap.button.wrap' : 'swap.button.unwrap')}
        </MainButton>
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
          <MainButton
            type="button"
            disabled={state.approveDisabled}
            $confirmed={state.approveLabel === 'approved'}
            onClick={onApprove}
            data-testid="approve-button"
          >
            {state.approveLabel === 'approve'
              ? t('swap.button.approve', { symbol: inputSymbol })
              : t(`swap.button.${state.approveLabel}`)}
          </MainButton>
          <MainButton
            type="button"
            disabled={state.swapDisabled}
            $error={state.isError}
            onClick={onSwap}
            data-testid="swap-button"
          >
            {t(`swap.button.${state.swapLabel}`)}
          </MainButton>
        </ButtonRow>
      )
    case 'swap':
      return (
        <MainButton
          type="button"
          disabled={state.disabled}
          $error={state.isError}
          onClick={onSwap}
          data-testid="swap-button"
        >
          {state.label === 'inputError' && state.inputError !== undefined
            ? errorText(state.inputError)
            : t(`swap.button.${state.label === 'inputError' ? 'swap' : state.label}`)}
        </MainButton>
      )
  }
}
