// The header's network switcher: the network the app shows, and a menu of the networks this build serves.
import { useTranslation } from 'react-i18next'

import { HeaderDropdown } from '@/components/Header/HeaderDropdown'
import { FallbackLogo } from '@/components/ui'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { ApplicationModal } from '@/state/application/slice'

import { NetworkMenu } from './NetworkMenu'
import { ChainName, TriggerContent } from './styles'

export function NetworkSwitcher() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const name = isSupportedChain(chainId) ? CHAINS[chainId].name : String(chainId)

  return (
    <HeaderDropdown
      modal={ApplicationModal.NETWORK}
      testId="network-switcher"
      label={t('network.switcherLabel', { network: name })}
      trigger={
        <TriggerContent data-chain-id={chainId}>
          <FallbackLogo sources={[]} name={name} size={20} tone="accent" />
          <ChainName>{name}</ChainName>
          <span aria-hidden="true">▾</span>
        </TriggerContent>
      }
    >
      {(close) => <NetworkMenu current={chainId} onChosen={close} />}
    </HeaderDropdown>
  )
}
