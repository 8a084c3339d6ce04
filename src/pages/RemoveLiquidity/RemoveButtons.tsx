// The main buttons: 'Connect Wallet' without an account, else Approve (or sign) beside Remove; Remove shows the
// input error until the pool tokens and both amounts are set.
import { useTranslation } from 'react-i18next'

import { Button, ButtonRow } from '@/components/ui'
import type { BurnInputError } from '@/state/burn/derive'

import type { ApproveLabel } from './useRemovePage'

interface Props {
  hasAccount: boolean
  error: BurnInputError | undefined
  approveLabel: ApproveLabel
  approveDisabled: boolean
  removeDisabled: boolean
  onConnect: () => void
  onApprove: () => void
  onRemove: () => void
}

export function RemoveButtons(props: Props) {
  const { t } = useTranslation()
  if (!props.hasAccount) {
    return (
      <Button $size="large" type="button" onClick={props.onConnect} data-testid="remove-button">
        {t('removeLiquidity.button.connectWallet')}
      </Button>
    )
  }
  return (
    <ButtonRow>
      <Button
        $size="large"
        type="button"
        disabled={props.approveDisabled}
        $tone={props.approveLabel === 'approved' ? 'success' : undefined}
        onClick={props.onApprove}
        data-testid="remove-approve"
      >
        {t(`removeLiquidity.button.${props.approveLabel}`)}
      </Button>
      <Button
        $size="large"
        type="button"
        disabled={props.removeDisabled}
        onClick={props.onRemove}
        data-testid="remove-button"
      >
        {props.error ? t(`removeLiquidity.inputError.${props.error}`) : t('removeLiquidity.button.remove')}
      </Button>
    </ButtonRow>
  )
}
