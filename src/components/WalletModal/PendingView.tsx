// Connecting to the chosen wallet: a spinner after 600 ms, or 'Error connecting.' with Try Again; on a phone,
// WalletConnect's links to open a wallet with.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button, ErrorText, Spinner } from '@/components/ui'
import { WALLET_NAMES, WALLET_SPINNER_DELAY_MS, WalletKind } from '@/config/wallets'
import { type WalletInfo } from '@/connection/eip6963'
import { usePairingUri } from '@/connection/walletConnectPairing'

import { PhonePairing } from './PhonePairing'
import { Body, OptionCard, WrapRow } from './styles'
import { shouldShowSpinner } from './view'
import { WalletLabel } from './WalletLabel'

interface Props {
  kind: WalletKind
  /** The announced wallet being connected, shown with its own name and icon. */
  wallet?: WalletInfo
  isActive: boolean
  hasError: boolean
  onTryAgain: () => void
}

export function PendingView({ kind, wallet, isActive, hasError, onTryAgain }: Props) {
  const { t } = useTranslation()
  const [isDelayOver, setIsDelayOver] = useState(false)
  // Set only where the app hands WalletConnect's pairing to a wallet itself (a phone).
  const pairingUri = usePairingUri()

  // The parent remounts this view for each attempt, so the delay restarts on Try Again.
  useEffect(() => {
    const timer = setTimeout(() => setIsDelayOver(true), WALLET_SPINNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  const elapsed = isDelayOver ? WALLET_SPINNER_DELAY_MS : 0
  return (
    <Body>
      {hasError ? (
        <WrapRow role="alert">
          <ErrorText>{t('wallet.errorConnecting')}</ErrorText>
          <Button type="button" onClick={onTryAgain}>
            {t('wallet.tryAgain')}
          </Button>
        </WrapRow>
      ) : shouldShowSpinner(isActive, hasError, elapsed, WALLET_SPINNER_DELAY_MS) ? (
        <WrapRow role="status" data-testid="wallet-pending-spinner">
          <Spinner aria-hidden />
          <span>{t('wallet.initializing')}</span>
        </WrapRow>
      ) : null}
      <OptionCard as="div">{wallet ? <WalletLabel wallet={wallet} /> : WALLET_NAMES[kind]}</OptionCard>
      {kind === WalletKind.WALLET_CONNECT && pairingUri && !hasError ? <PhonePairing uri={pairingUri} /> : null}
    </Body>
  )
}
