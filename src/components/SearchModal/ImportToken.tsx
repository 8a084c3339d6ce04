// The import-token view: the token's name, symbol and address as read from the chain, what a simulated trade of it
// showed (TokenRisk), the spec's three warnings, 'I understand', and Import, which adds it to the user's tokens and
// selects it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { TokenRisk } from '@/components/TokenRisk'
import { Button, Column, ExternalLink, ModalBody, ModalHeader, Row, ToneCard } from '@/components/ui'
import { type ChainId, CHAINS } from '@/config/chains'
import { useTokenRisk } from '@/hooks/tokens/useTokenRisk'
import type { Token } from '@/sdk'
import { useAddUserToken } from '@/state/user/hooks'

import { ImportRiskCard } from './ImportRiskCard'

interface Props {
  token: Token
  /** The currency dialog goes back to its previous view; the URL-token warning has no back. */
  onBack?: () => void
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
  const riskVerdict = useTokenRisk(token)
  const explorerUrl = explorerAddressUrl(token.chainId, token.address)

  return (
    <Column>
      <ModalBody>
        <ModalHeader title={t('search.importTokenTitle')} onBack={onBack} onClose={onDismiss} />
        <ToneCard data-testid="import-token-card">
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
        </ToneCard>
        <TokenRisk token={token} verdict={riskVerdict} />
        <ImportRiskCard
          title={t('search.tradeAtOwnRisk')}
          lines={[t('search.fakeTokensWarning'), t('search.cannotSellWarning')]}
          isUnderstood={understood}
          onUnderstood={setUnderstood}
        />
        <Button
          type="button"
          disabled={!understood}
          onClick={() => {
            addToken(token)
            onImported(token)
          }}
        >
          {t('search.import')}
        </Button>
      </ModalBody>
    </Column>
  )
}
