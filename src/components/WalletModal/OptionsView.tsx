// The list of wallets to connect, as available in this browser and build.
import { useTranslation } from 'react-i18next'

import { coinbaseOpenInAppUrl, METAMASK_INSTALL_URL, WALLET_NAMES, WalletKind } from '@/config/wallets'
import { fortmaticConfigured, portisConfigured, walletConnectConfigured } from '@/connection/connectors'
import { hasInjectedWallet, isMetaMaskInjected, isMobileBrowser } from '@/connection/injected'
import { walletOptions } from '@/connection/walletOptions'

import { Body, OptionCard } from './styles'

interface Props {
  /** The wallet already connected, marked in the list. */
  activeKind: WalletKind | undefined
  onSelect: (kind: WalletKind) => void
}

export function OptionsView({ activeKind, onSelect }: Props) {
  const { t } = useTranslation()
  const { options, installMetaMask } = walletOptions({
    isMobile: isMobileBrowser(),
    hasInjected: hasInjectedWallet(),
    isMetaMask: isMetaMaskInjected(),
    walletConnect: walletConnectConfigured,
    fortmatic: fortmaticConfigured,
    portis: portisConfigured,
  })
  return (
    <Body>
      {options.map((kind) =>
        kind === WalletKind.COINBASE_LINK ? (
          <OptionCard
            as="a"
            key={kind}
            data-testid={`wallet-option-${kind}`}
            href={coinbaseOpenInAppUrl(window.location.href)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {WALLET_NAMES[kind]}
          </OptionCard>
        ) : (
          <OptionCard type="button" key={kind} data-testid={`wallet-option-${kind}`} onClick={() => onSelect(kind)}>
            <span>{WALLET_NAMES[kind]}</span>
            {kind === activeKind ? <span aria-hidden>●</span> : null}
          </OptionCard>
        ),
      )}
      {installMetaMask ? (
        <OptionCard as="a" href={METAMASK_INSTALL_URL} target="_blank" rel="noopener noreferrer">
          {t('wallet.installMetaMask')}
        </OptionCard>
      ) : null}
    </Body>
  )
}
