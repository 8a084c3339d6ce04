// WalletConnect on a phone: the wallet is on this device, so the pairing URI goes to it by a link that opens it (the
// wallet asks to approve, then sends the user back here), or by copying it into a wallet not listed.
import { useTranslation } from 'react-i18next'

import { LinkButton, MutedText } from '@/components/ui'
import { deepLink, PHONE_WALLETS, phonePlatform } from '@/connection/walletConnectDeepLinks'

import { OptionCard } from './styles'
import { useCopy } from './useCopy'

export function PhonePairing({ uri }: { uri: string }) {
  const { t } = useTranslation()
  const [isCopied, copy] = useCopy()
  const platform = phonePlatform(navigator.userAgent)
  return (
    <>
      <MutedText>{t('wallet.openWalletToApprove')}</MutedText>
      {PHONE_WALLETS.map((wallet) => (
        <OptionCard
          as="a"
          key={wallet.id}
          href={deepLink(wallet, uri, platform)}
          rel="noopener noreferrer"
          data-testid={`walletconnect-deep-link-${wallet.slug}`}
        >
          {wallet.name}
        </OptionCard>
      ))}
      <LinkButton type="button" data-testid="walletconnect-copy-link" onClick={() => copy(uri)}>
        {isCopied ? t('wallet.copied') : t('wallet.copyLinkForOtherWallet')}
      </LinkButton>
    </>
  )
}
