// The wallet modal: wallet options, the pending connection, the connected account, or the wrong-network prompt.
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import { ModalHeader } from '@/components/ui'
import { WalletKind } from '@/config/wallets'
import { activateWallet, clearActivationError } from '@/connection/activation'
import { connectorFor } from '@/connection/connectors'
import { type AnnouncedWallet } from '@/connection/eip6963'
import { REMEMBERED_WALLETCONNECT, rememberWallet } from '@/connection/rememberedWallet'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'

import { AccountView } from './AccountView'
import { ErrorView } from './ErrorView'
import { OptionsView } from './OptionsView'
import { PendingView } from './PendingView'
import { HeaderBar } from './styles'
import { selectModalContent, WalletView } from './view'
import { WrongNetworkView } from './WrongNetworkView'

export function WalletModal() {
  const { t } = useTranslation()
  const isOpen = useModalOpen(ApplicationModal.WALLET)
  const toggle = useToggleModal(ApplicationModal.WALLET)
  const { account, kind, isWrongNetwork, activation } = useWalletStatus()
  const [view, setView] = useState(WalletView.ACCOUNT)
  const [pending, setPending] = useState<{ kind: WalletKind; announced?: AnnouncedWallet; attempt: number }>()

  // Every opening starts from the account view (the options when nothing is connected).
  useEffect(() => {
    if (isOpen) setView(WalletView.ACCOUNT)
  }, [isOpen])

  const tryActivation = useCallback(async (next: WalletKind, announced?: AnnouncedWallet) => {
    setPending((previous) => ({ kind: next, announced, attempt: (previous?.attempt ?? 0) + 1 }))
    setView(WalletView.PENDING)
    if (await activateWallet(next, announced)) {
      // The next visit reconnects to the announced wallet or WalletConnect session chosen now, or to neither.
      rememberWallet(next === WalletKind.WALLET_CONNECT ? REMEMBERED_WALLETCONNECT : announced?.info.rdns)
      setView(WalletView.ACCOUNT)
    }
  }, [])

  const goBack = useCallback(() => {
    clearActivationError()
    setView(WalletView.ACCOUNT)
  }, [])

  const disconnect = useCallback(async () => {
    const connector = kind ? connectorFor(kind) : undefined
    if (connector?.deactivate) await connector.deactivate()
    else await connector?.resetState()
    rememberWallet(undefined)
    setView(WalletView.OPTIONS)
  }, [kind])

  const content = selectModalContent({
    view,
    account,
    isWrongNetwork,
    hasConnectionError: activation.status === 'error',
  })

  let title: string
  let body: ReactNode
  let onBack: (() => void) | undefined
  switch (content) {
    case 'WRONG_NETWORK':
      title = t('wallet.wrongNetwork')
      body = <WrongNetworkView />
      break
    case 'ERROR':
      title = t('wallet.errorConnectingTitle')
      body = <ErrorView onBack={goBack} />
      break
    case WalletView.ACCOUNT:
      title = t('wallet.account')
      body =
        account && kind ? (
          <AccountView
            account={account}
            kind={kind}
            wallet={activation.wallet}
            onChange={() => setView(WalletView.OPTIONS)}
            onDisconnect={() => void disconnect()}
            onLeave={toggle}
          />
        ) : null
      break
    case WalletView.PENDING:
      title = t('wallet.connectToWallet')
      onBack = goBack
      body = pending ? (
        <PendingView
          key={pending.attempt}
          kind={pending.kind}
          wallet={pending.announced?.info}
          isActive={kind === pending.kind && activation.wallet === pending.announced?.info}
          hasError={activation.status === 'error' && activation.kind === pending.kind}
          onTryAgain={() => void tryActivation(pending.kind, pending.announced)}
        />
      ) : null
      break
    case WalletView.OPTIONS:
      title = t('wallet.connectToWallet')
      // From "Change": back to the connected account.
      onBack = account ? goBack : undefined
      body = (
        <OptionsView
          activeKind={kind}
          activeRdns={activation.wallet?.rdns}
          onSelect={(next, announced) => void tryActivation(next, announced)}
        />
      )
      break
  }

  return (
    <Modal isOpen={isOpen} onDismiss={toggle} label={title}>
      <HeaderBar>
        <ModalHeader title={title} onBack={onBack} onClose={toggle} />
      </HeaderBar>
      {body}
    </Modal>
  )
}
