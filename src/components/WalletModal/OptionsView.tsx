// The list of wallets to connect: those that announced themselves (EIP-6963), then the ones this browser and build
// offer (the plain injected wallet as the fallback).
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { coinbaseOpenInAppUrl, METAMASK_INSTALL_URL, WALLET_NAMES, WalletKind } from '@/config/wallets'
import { discoverWallets, useAnnouncedWallets } from '@/connection/announcedWallets'
import { fortmaticConfigured, portisConfigured, walletConnectConfigured } from '@/connection/connectors'
import { type AnnouncedWallet } from '@/connection/eip6963'
import { hasInjectedWallet, injectedEthereum, isMetaMaskInjected, isMobileBrowser } from '@/connection/injected'
import { preloadWalletConnect } from '@/connection/walletConnectPreload'
import { walletOptions } from '@/connection/walletOptions'

import { Body, OptionCard } from './styles'
import { WalletLabel } from './WalletLabel'

interface Props {
  /** The wallet already connected, marked in the list (for an announced one, with its rdns). */
  activeKind: WalletKind | undefined
  activeRdns: string | undefined
  onSelect: (kind: WalletKind, announced?: AnnouncedWallet) => void
}

const ActiveMark = () => <span aria-hidden>●</span>

export function OptionsView({ activeKind, activeRdns, onSelect }: Props) {
  const { t } = useTranslation()
  const announced = useAnnouncedWallets()
  useEffect(() => discoverWallets(), [])
  const injected = injectedEthereum()
  const { options, installMetaMask } = walletOptions({
    isMobile: isMobileBrowser(),
    hasInjected: hasInjectedWallet(),
    isMetaMask: isMetaMaskInjected(),
    walletConnect: walletConnectConfigured,
    fortmatic: fortmaticConfigured,
    portis: portisConfigured,
    hasAnnounced: announced.length > 0,
    injectedIsAnnounced: announced.some(({ provider }) => provider === injected),
  })
  const offersWalletConnect = options.includes(WalletKind.WALLET_CONNECT)
  // While the user reads the list: picking WalletConnect then waits for no download.
  useEffect(() => {
    if (offersWalletConnect) preloadWalletConnect('pairing')
  }, [offersWalletConnect])
  return (
    <Body>
      {announced.map((wallet) => (
        <OptionCard
          type="button"
          key={wallet.info.rdns}
          data-testid={`wallet-option-${wallet.info.rdns}`}
          onClick={() => onSelect(WalletKind.ANNOUNCED, wallet)}
        >
          <WalletLabel wallet={wallet.info} />
          {activeKind === WalletKind.ANNOUNCED && activeRdns === wallet.info.rdns ? <ActiveMark /> : null}
        </OptionCard>
      ))}
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
            {kind === activeKind ? <ActiveMark /> : null}
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
