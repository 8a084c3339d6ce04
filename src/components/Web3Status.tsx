// The header's wallet button: Connect Wallet, the account (with pending transactions), Wrong Network or Error;
// it opens the wallet modal, which is mounted here once, loaded on first opening (off the first load).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { useEagerConnect } from '@/connection/useEagerConnect'
import { useWalletStatus } from '@/connection/useWalletStatus'
import { useModalOpen, useToggleModal } from '@/state/application/hooks'
import { ApplicationModal } from '@/state/application/slice'
import { useRecentTransactions } from '@/state/transactions/hooks'
import { shortenAddress } from '@/utils/format/shortenAddress'
import { isTransactionPending } from '@/utils/transactions/records'

const Button = styled.button<{ $tone?: 'error' }>`
  border: none;
  border-radius: 12px;
  padding: 8px 14px;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.error : theme.accent)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.toneText : theme.accentText)};
`

const WalletModal = lazy(() => import('@/components/WalletModal').then(({ WalletModal }) => ({ default: WalletModal })))

/** Once opened, the modal stays mounted so its view and pending connection survive closing and reopening. */
function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen)
  useEffect(() => {
    if (isOpen) setHasOpened(true)
  }, [isOpen])
  return hasOpened || isOpen
}

function usePendingCount(account: string | undefined): number {
  const recent = useRecentTransactions(account)
  return useMemo(() => recent.filter(isTransactionPending).length, [recent])
}

export function Web3Status() {
  const { t } = useTranslation()
  const { account, isWrongNetwork, activation } = useWalletStatus()
  const toggleWalletModal = useToggleModal(ApplicationModal.WALLET)
  const pendingCount = usePendingCount(account)
  const showModal = useHasOpened(useModalOpen(ApplicationModal.WALLET))
  useEagerConnect()

  let button
  if (isWrongNetwork) {
    button = (
      <Button type="button" data-testid="web3-status-wrong-network" $tone="error" onClick={toggleWalletModal}>
        {t('wallet.wrongNetwork')}
      </Button>
    )
  } else if (account) {
    button = (
      <Button type="button" data-testid="web3-status-connected" title={account} onClick={toggleWalletModal}>
        {pendingCount > 0 ? t('wallet.pending', { count: pendingCount }) : shortenAddress(account)}
      </Button>
    )
  } else if (activation.status === 'error') {
    button = (
      <Button type="button" data-testid="web3-status-error" $tone="error" onClick={toggleWalletModal}>
        {t('wallet.error')}
      </Button>
    )
  } else {
    button = (
      <Button type="button" data-testid="connect-wallet" onClick={toggleWalletModal}>
        {t('wallet.connectWallet')}
      </Button>
    )
  }

  return (
    <>
      {button}
      {showModal && (
        <Suspense fallback={null}>
          <WalletModal />
        </Suspense>
      )}
    </>
  )
}
