// The page's buttons (see addButtonState): Connect Wallet, the Approve button of each side that needs one, and
// Supply or the input error in its place.
import { useTranslation } from 'react-i18next'

import { Button, ButtonRow } from '@/components/ui'

import { type AddButtonState, type ApproveButton, MintInputError } from './addButtonState'

interface Props {
  state: AddButtonState
  symbolA: string | undefined
  symbolB: string | undefined
  onConnect: () => void
  onApproveA: () => void
  onApproveB: () => void
  onSupply: () => void
}

function Approve({
  button,
  symbol,
  onClick,
  testId,
}: {
  button: ApproveButton
  symbol: string | undefined
  onClick: () => void
  testId: string
}) {
  const { t } = useTranslation()
  if (!button) return null
  return (
    <Button
      $size="large"
      type="button"
      disabled={button.disabled}
      $tone={button.label === 'approved' ? 'success' : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {t(`addLiquidity.button.${button.label}`, { symbol })}
    </Button>
  )
}

export function AddButtons({ state, symbolA, symbolB, onConnect, onApproveA, onApproveB, onSupply }: Props) {
  const { t } = useTranslation()
  if (state.kind === 'unsupported') {
    return (
      <Button $size="large" type="button" disabled data-testid="supply-button">
        {t('swap.button.unsupported')}
      </Button>
    )
  }
  if (state.kind === 'connect') {
    return (
      <Button $size="large" type="button" onClick={onConnect} data-testid="supply-button">
        {t('addLiquidity.inputError.connectWallet')}
      </Button>
    )
  }
  const { inputError } = state
  const isBalanceError =
    inputError === MintInputError.INSUFFICIENT_A_BALANCE || inputError === MintInputError.INSUFFICIENT_B_BALANCE
  const label =
    inputError === undefined
      ? t('addLiquidity.button.supply')
      : t(`addLiquidity.inputError.${isBalanceError ? 'insufficientBalance' : inputError}`, {
          symbol: inputError === MintInputError.INSUFFICIENT_B_BALANCE ? symbolB : symbolA,
        })
  return (
    <>
      {state.approveA || state.approveB ? (
        <ButtonRow>
          <Approve button={state.approveA} symbol={symbolA} onClick={onApproveA} testId="approve-a" />
          <Approve button={state.approveB} symbol={symbolB} onClick={onApproveB} testId="approve-b" />
        </ButtonRow>
      ) : null}
      <Button
        $size="large"
        type="button"
        disabled={state.supplyDisabled}
        $tone={state.isError ? 'error' : undefined}
        onClick={onSupply}
        data-testid="supply-button"
      >
        {label}
      </Button>
    </>
  )
}
