// The connected account: wallet name, address, copy, explorer link, change or disconnect, recent transactions.
import { useTranslation } from 'react-i18next'

import { RecentTransactions } from '@/components/RecentTransactions'
import { CHAINS, DEFAULT_CHAIN_ID, isSupportedChain } from '@/config/chains'
import { WALLET_NAMES, type WalletKind } from '@/config/wallets'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { canDisconnect } from '@/connection/walletOptions'
import { shortenAddress } from '@/utils/shortenAddress'
import { explorerName } from '@/utils/transactions'

import { explorerAddressUrl } from './explorer'
import { ActionButton, Body, Muted, Row, TextButton } from './styles'
import { useCopy } from './useCopy'

interface Props {
  account: string
  kind: WalletKind
  onChange: () => void
  onDisconnect: () => void
}

export function AccountView({ account, kind, onChange, onDisconnect }: Props) {
  const { t } = useTranslation()
  const [isCopied, copy] = useCopy()
  const chainId = useActiveChainId()
  const explorer = CHAINS[isSupportedChain(chainId) ? chainId : DEFAULT_CHAIN_ID].explorer
  return (
    <Body>
      <Row>
        <Muted>{t('wallet.connectedWith', { name: WALLET_NAMES[kind] })}</Muted>
        <Row>
          {canDisconnect(kind) ? (
            <ActionButton type="button" onClick={onDisconnect}>
              {t('wallet.disconnect')}
            </ActionButton>
          ) : null}
          <ActionButton type="button" onClick={onChange}>
            {t('wallet.change')}
          </ActionButton>
        </Row>
      </Row>
      <Row>
        <strong data-testid="wallet-account" title={account}>
          {shortenAddress(account)}
        </strong>
      </Row>
      <Row>
        <TextButton type="button" onClick={() => copy(account)}>
          {isCopied ? t('wallet.copied') : t('wallet.copyAddress')}
        </TextButton>
        <TextButton as="a" href={explorerAddressUrl(explorer, account)} target="_blank" rel="noopener noreferrer">
          {t('wallet.viewOnExplorer', { explorer: explorerName(explorer) })}
        </TextButton>
      </Row>
      <RecentTransactions account={account} />
    </Body>
  )
}
