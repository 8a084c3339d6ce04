// The page's buttons (see addButtonState): Connect Wallet, the Approve button of each side that needs one, and
// Supply or the input error in its place.
import { useTranslation } from 'react-i18next'

import { ActionButton, ApproveButton } from '@/components/ActionButtons'
import { ButtonRow } from '@/components/ui'
import type { CurrencyAmount } from '@/sdk'

import { type AddButtonState, type ApproveButtonState } from './addButtonState'

interface Props {
  state: AddButtonState
  symbolA: string | undefined
  symbolB: string | undefined
  onConnect: () => void
  onApproveA: () => void
  onApproveB: () => void
  /** The amounts each approval is for: the approve buttons' tooltips. */
  amountA?: CurrencyAmount
  amountB?: CurrencyAmount
  onSupply: () => void
}

function Approve(props: {
  button: ApproveButtonState
  symbol: string | undefined
  amount: CurrencyAmount | undefined
  onClick: () => void
  testId: string
}) {
  const { t } = useTranslation()
  const { button, symbol, amount, onClick, testId } = props
  if (!button) return null
  return (
    <ApproveButton testId={testId} {...button} amount={amount} onClick={onClick}>
      {t(`addLiquidity.button.${button.label}`, { symbol })}
    </ApproveButton>
  )
}

export function AddButtons(props: Props) {
  const { state, symbolA, symbolB, onConnect, onApproveA, onApproveB, amountA, amountB, onSupply } = props
  const { t } = useTranslation()
  if (state.kind === 'unsupported') {
    return (
      <ActionButton testId="supply-button" disabled>
        {t('swap.button.unsupported')}
      </ActionButton>
    )
  }
  if (state.kind === 'connect') {
    return (
      <ActionButton testId="supply-button" onClick={onConnect}>
        {t('addLiquidity.inputError.connectWallet')}
      </ActionButton>
    )
  }
  const { inputError } = state
  const isBalanceError = inputError === 'insufficientBalanceA' || inputError === 'insufficientBalanceB'
  const label =
    inputError === undefined
      ? t('addLiquidity.button.supply')
      : t(`addLiquidity.inputError.${isBalanceError ? 'insufficientBalance' : inputError}`, {
          symbol: inputError === 'insufficientBalanceB' ? symbolB : symbolA,
        })
  return (
    <>
      {state.approveA || state.approveB ? (
        <ButtonRow>
          <Approve button={state.approveA} symbol={symbolA} amount={amountA} onClick={onApproveA} testId="approve-a" />
          <Approve button={state.approveB} symbol={symbolB} amount={amountB} onClick={onApproveB} testId="approve-b" />
        </ButtonRow>
      ) : null}
      <ActionButton testId="supply-button" disabled={state.supplyDisabled} isError={state.isError} onClick={onSupply}>
        {label}
      </ActionButton>
    </>
  )
}
