// The page's buttons (see addButtonState): Connect Wallet, the Approve button of each side that needs one, and
// Supply or the input error in its place.
import { useTranslation } from 'react-i18next'

import { ButtonRow, MainButton } from '../Swap/styles'
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
    <MainButton
      type="button"
      disabled={button.disabled}
      $confirmed={button.label === 'approved'}
      onClick={onClick}
      data-testid={testId}
    >
      {t(`addLiquidity.button.${button.label}`, { symbol })}
    </MainButton>
  )
}

export function AddButtons({ state, symbolA, symbolB, onConnect, onApproveA, onApproveB, onSupply }: Props) {
  const { t } = useTranslation()
  if (state.kind === 'unsupported') {
    return (
      <MainButton type="button" disabled data-testid="supply-button">
        {t('swap.button.unsupported')}
      </MainButton>
    )
  }
  if (state.kind === 'connect') {
    return (
      <MainButton type="button" onClick={onConnect} data-testid="supply-button">
        {t('addLiquidity.inputError.connectWallet')}
      </MainButton>
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
      <MainButton
        type="button"
        disabled={state.supplyDisabled}
        $error={state.isError}
        onClick={onSupply}
        data-testid="supply-button"
      >
        {label}
      </MainButton>
    </>
  )
}
