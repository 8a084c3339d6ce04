// The 'Unsupported Asset' dialog: why some assets cannot be traded here, and which ones (with explorer links).
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { Modal } from '@/components/Modal'
import { explorerAddressUrl } from '@/components/SearchModal/ImportToken'
import {
  Between,
  Card,
  Column,
  ExternalLink,
  Header,
  IconButton,
  Muted,
  Row,
  Section,
} from '@/components/SearchModal/styles'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { isUnsupported, useUnsupportedTokens } from '@/hooks/useUnsupportedTokens'
import { type Currency, Token } from '@/sdk'

interface Props {
  isOpen: boolean
  onDismiss: () => void
  /** The currencies in use; their unsupported ones are listed (all of the chain's when none is). */
  currencies?: readonly (Currency | null | undefined)[]
}

export function UnsupportedAssetsModal({ isOpen, onDismiss, currencies = [] }: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const chainTokens = useUnsupportedTokens()
  const inUse = currencies.filter((currency): currency is Token => isUnsupported(currency))
  const tokens: Token[] =
    inUse.length > 0
      ? inUse
      : Object.values(chainTokens).map(
          ({ token }) => new Token(chainId as never, token.address, token.decimals, token.symbol, token.name),
        )

  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={t('unsupported.title')}>
      <Column>
        <Section>
          <Header>
            <span>{t('unsupported.title')}</span>
            <IconButton type="button" onClick={onDismiss} aria-label={t('search.close')}>
              ✕
            </IconButton>
          </Header>
          {tokens.map((token) => {
            const url = explorerAddressUrl(token.chainId, token.address)
            return (
              <Card key={token.address} data-testid={`unsupported-${token.address}`}>
                <Between>
                  <Row>
                    <CurrencyLogo currency={token} />
                    <strong>{token.symbol}</strong>
                  </Row>
                  <Muted>{token.name}</Muted>
                </Between>
                {url ? (
                  <ExternalLink href={url} target="_blank" rel="noopener noreferrer">
                    {token.address}
                  </ExternalLink>
                ) : (
                  <code>{token.address}</code>
                )}
              </Card>
            )
          })}
          <Muted>{t('unsupported.explanation')}</Muted>
        </Section>
      </Column>
    </Modal>
  )
}

export default UnsupportedAssetsModal
