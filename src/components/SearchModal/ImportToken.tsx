// The import-token view: the token's name, symbol and address as read from the chain, the spec's three
// warnings, 'I understand', and Import, which adds it to the user's tokens and selects it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { type ChainId, CHAINS } from '@/config/chains'
import type { Token } from '@/sdk'
import { useAddUserToken } from '@/state/user/hooks'

import { Card, Column, ExternalLink, Header, IconButton, PrimaryButton, Row, Section } from './styles'

interface Props {
  token: Token
  onBack: () => void
  onDismiss: () => void
  onImported: (token: Token) => void
}

export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  const explorer = CHAINS[chainId as ChainId]?.explorer
  return explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined
}

export function ImportToken({ token, onBack, onDismiss, onImported }: Props) {
  const { t } = useTranslation()
  const [understood, setUnderstood] = useState(false)
  const addToken = useAddUserToken()
  const explorerUrl = explorerAddressUrl(token.chainId, token.address)

  return (
    <Column>
      <Section>
        <Header>
          <IconButton type="button" onClick={onBack} aria-label={t('search.back')}>
            ←
          </IconButton>
          <span>{t('search.importTokenTitle')}</span>
          <IconButton type="button" onClick={onDismiss} aria-label={t('search.close')}>
            ✕
          </IconButton>
        </Header>
        <Card data-testid="import-token-card">
          <Row>
            <CurrencyLogo currency={token} size={32} />
            <Column>
              <strong data-testid="import-token-symbol">{token.symbol}</strong>
              <span data-testid="import-token-name">{token.name}</span>
            </Column>
          </Row>
          <code style={{ wordBreak: 'break-all', fontSize: 12 }}>{token.address}</code>
          {explorerUrl ? (
            <ExternalLink href={explorerUrl} target="_blank" rel="noopener noreferrer">
              {t('search.viewOnExplorer')}
            </ExternalLink>
          ) : null}
        </Card>
        <Card $tone="error">
          <strong>{t('search.tradeAtOwnRisk')}</strong>
          <span>{t('search.fakeTokensWarning')}</span>
          <span>{t('search.cannotSellWarning')}</span>
          <Row as="label">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            {t('search.understand')}
          </Row>
        </Card>
        <PrimaryButton
          type="button"
          disabled={!understood}
          onClick={() => {
            addToken(token)
            onImported(token)
          }}
        >
          {t('search.import')}
        </PrimaryButton>
      </Section>
    </Column>
  )
}
