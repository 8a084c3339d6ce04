// The 'Unsupported Asset' dialog: why some assets cannot be traded here, and which ones (with explorer links).
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { Modal } from '@/components/Modal'
import { explorerAddressUrl } from '@/components/SearchModal/ImportToken'
import { Column, ExternalLink, ModalBody, ModalHeader, MutedText, Row, RowBetween, ToneCard } from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { isUnsupported, useUnsupportedTokens } from '@/hooks/tokens/useUnsupportedTokens'
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
        <ModalBody>
          <ModalHeader title={t('unsupported.title')} onClose={onDismiss} />
          {tokens.map((token) => {
            const url = explorerAddressUrl(token.chainId, token.address)
            return (
              <ToneCard key={token.address} data-testid={`unsupported-${token.address}`}>
                <RowBetween>
                  <Row>
                    <CurrencyLogo currency={token} />
                    <strong>{token.symbol}</strong>
                  </Row>
                  <MutedText>{token.name}</MutedText>
                </RowBetween>
                {url ? (
                  <ExternalLink href={url} target="_blank" rel="noopener noreferrer">
                    {token.address}
                  </ExternalLink>
                ) : (
                  <code>{token.address}</code>
                )}
              </ToneCard>
            )
          })}
          <MutedText>{t('unsupported.explanation')}</MutedText>
        </ModalBody>
      </Column>
    </Modal>
  )
}

export default UnsupportedAssetsModal
