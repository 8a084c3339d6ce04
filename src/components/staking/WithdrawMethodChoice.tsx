// A single pool's withdraw dialog: the regular withdrawal or the emergency one (the whole stake, rewards forfeited).
import { useTranslation } from 'react-i18next'

import { Choice } from './styles'

export function WithdrawMethodChoice({
  isEmergency,
  onChange,
}: {
  isEmergency: boolean
  onChange: (isEmergency: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <div role="radiogroup" aria-label={t('staking.modal.withdrawMethod')}>
      <Choice>
        <input type="radio" checked={!isEmergency} onChange={() => onChange(false)} />
        {t('staking.modal.regularWithdraw')}
      </Choice>
      <Choice>
        <input type="radio" data-testid="stake-emergency" checked={isEmergency} onChange={() => onChange(true)} />
        {t('staking.modal.emergencyWithdraw')}
      </Choice>
    </div>
  )
}
