// 'Receive FRA' / 'Receive WFRA': the same pair with the native coin and its wrapped token exchanged.
import { useTranslation } from 'react-i18next'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, currencySymbol } from '@/sdk'

import { TextLink } from './styles'

export function ReceiveSwitch({ to, receive }: { to: string; receive: Currency }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  return (
    <TextLink to={to} replace data-testid="remove-receive-switch">
      {t('removeLiquidity.receive', { symbol: currencySymbol(receive, chainId) })}
    </TextLink>
  )
}
