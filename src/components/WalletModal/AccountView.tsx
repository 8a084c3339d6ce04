// The connected account: wallet name, address, copy, explorer link, its portfolio, change or disconnect, recent
// transactions.
import { useTranslation } from 'react-i18next'

import { RecentTransactions } from '@/components/RecentTransactions'
import { InternalLink, LinkButton, MutedText } from '@/components/ui'
import { CHAINS, DEFAULT_CHAIN_ID, isSupportedChain } from '@/config/chains'
import { WALLET_NAMES, WalletKind } from '@/config/wallets'
import { type WalletInfo } from '@/connection/eip6963'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { canDisconnect } from '@/connection/walletOptions'
import { shortenAddress } from '@/utils/format/shortenAddress'
import { explorerName } from '@/utils/transactions/records'

import { explorerAddressUrl } from './explorer'
import { ActionButton, Body, WrapRow } from './styles'
import { useCopy } from './useCopy'

interface Props {
  account: string
  kind: WalletKind
  /** The announced wallet behind the ANNOUNCED kind: named by itself. */
  wallet?: WalletInfo
  onChange: () => void
  onDisconnect: () => void
  /** Closes the modal as a link inside it leads to another page. */
  onLeave: () => void
}

export function AccountView({ account, kind, wallet, onChange, onDisconnect, onLeave }: Props) {
  const { t } = useTranslation()
  const [isCopied, copy] = useCopy()
  const chainId = useActiveChainId()
  const explorer = CHAINS[isSupportedChain(chainId) ? chainId : DEFAULT_CHAIN_ID].explorer
  return (
    <Body>
      <WrapRow>
        <MutedText>
          {t('wallet.connectedWith', { name: (kind === WalletKind.ANNOUNCED && wallet?.name) || WALLET_NAMES[kind] })}
        </MutedText>
        <WrapRow>
          {canDisconnect(kind) ? (
            <ActionButton type="button" onClick={onDisconnect}>
              {t('wallet.disconnect')}
            </ActionButton>
          ) : null}
          <ActionButton type="button" onClick={onChange}>
            {t('wallet.change')}
          </ActionButton>
        </WrapRow>
      </WrapRow>
      <WrapRow>
        <strong data-testid="wallet-account" title={account}>
          {shortenAddress(account)}
        </strong>
      </WrapRow>
      <WrapRow>
        <LinkButton type="button" onClick={() => copy(account)}>
          {isCopied ? t('wallet.copied') : t('wallet.copyAddress')}
        </LinkButton>
        <LinkButton as="a" href={explorerAddressUrl(explorer, account)} target="_blank" rel="noopener noreferrer">
          {t('wallet.viewOnExplorer', { explorer: explorerName(explorer) })}
        </LinkButton>
        <InternalLink to="/portfolio" onClick={onLeave} data-testid="wallet-portfolio">
          {t('wallet.portfolio')}
        </InternalLink>
      </WrapRow>
      <RecentTransactions account={account} />
    </Body>
  )
}
