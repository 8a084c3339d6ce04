// The wallet is on a chain this build does not serve: offer to switch it.
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import { CHAINS, DEFAULT_CHAIN_ID } from '@/config/chains'
import { useSwitchToDefaultChain } from '@/connection/useSwitchToDefaultChain'

import { Body } from './styles'

export function WrongNetworkView() {
  const { t } = useTranslation()
  const switchChain = useSwitchToDefaultChain()
  return (
    <Body>
      <p>{t('wallet.wrongNetworkBody')}</p>
      <Button type="button" onClick={() => void switchChain()}>
        {t('wallet.switchNetwork', { network: CHAINS[DEFAULT_CHAIN_ID].name })}
      </Button>
    </Body>
  )
}
