// The wallet is on a chain this build does not serve: offer to switch it.
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui'
import { CHAINS } from '@/config/chains'
import { useChosenChainId, useSwitchToChosenChain } from '@/connection/useSwitchToChosenChain'

import { Body } from './styles'

export function WrongNetworkView() {
  const { t } = useTranslation()
  const chainId = useChosenChainId()
  const switchChain = useSwitchToChosenChain()
  return (
    <Body>
      <p>{t('wallet.wrongNetworkBody')}</p>
      <Button type="button" onClick={() => void switchChain()}>
        {t('wallet.switchNetwork', { network: CHAINS[chainId].name })}
      </Button>
    </Body>
  )
}
