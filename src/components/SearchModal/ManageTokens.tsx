// The Tokens tab: a custom-token address input (found tokens go to the import view), the user's tokens on this
// chain with explorer links and remove, and Clear all.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useToken } from '@/hooks/tokens'
import type { Token } from '@/sdk'
import { useRemoveUserToken, useUserAddedTokens } from '@/state/user/hooks'
import { isAddress } from '@/utils/address'
import { shortenSymbol } from '@/utils/tokenSearch'

import { explorerAddressUrl } from './ImportToken'
import {
  Between,
  Column,
  Ellipsis,
  ErrorText,
  ExternalLink,
  IconButton,
  LinkButton,
  Muted,
  Row,
  Section,
  SmallButton,
  TextInput,
} from './styles'

export function ManageTokens({ onImportToken }: { onImportToken: (token: Token) => void }) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [input, setInput] = useState('')
  const address = isAddress(input.trim()) || undefined
  const isInvalid = input.trim() !== '' && !address
  const found = useToken(address)
  const userTokens = useUserAddedTokens()
  const removeToken = useRemoveUserToken()
  const isAlreadyAdded = Boolean(address && userTokens.some((token) => token.address === address))

  return (
    <Column>
      <Section>
        <TextInput
          type="text"
          data-testid="custom-token-input"
          placeholder="0x0000"
          aria-label={t('manage.tokenAddressLabel')}
          autoComplete="off"
          $error={isInvalid}
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        {isInvalid ? <ErrorText role="alert">{t('manage.invalidTokenAddress')}</ErrorText> : null}
        {address && found ? (
          <Between data-testid={`custom-token-found-${found.address}`}>
            <Row style={{ minWidth: 0 }}>
              <CurrencyLogo currency={found} />
              <Column style={{ minWidth: 0 }}>
                <Ellipsis style={{ fontWeight: 600 }}>{shortenSymbol(found.symbol)}</Ellipsis>
                <Muted>{found.name}</Muted>
              </Column>
            </Row>
            {isAlreadyAdded ? (
              <Muted>{t('manage.active')}</Muted>
            ) : (
              <SmallButton type="button" onClick={() => onImportToken(found)}>
                {t('search.import')}
              </SmallButton>
            )}
          </Between>
        ) : address && found === null ? (
          <ErrorText role="alert">{t('manage.notAToken')}</ErrorText>
        ) : null}
      </Section>
      <Section style={{ paddingTop: 0 }}>
        <Between>
          <Muted>{t('manage.customTokens', { count: userTokens.length })}</Muted>
          {userTokens.length > 0 ? (
            <LinkButton
              type="button"
              onClick={() => userTokens.forEach((token) => removeToken(chainId, token.address))}
            >
              {t('manage.clearAll')}
            </LinkButton>
          ) : null}
        </Between>
        {userTokens.map((token) => {
          const url = explorerAddressUrl(chainId, token.address)
          return (
            <Between key={token.address} data-testid={`custom-token-${token.address}`}>
              <Row style={{ minWidth: 0 }}>
                <CurrencyLogo currency={token} />
                {url ? (
                  <ExternalLink href={url} target="_blank" rel="noopener noreferrer">
                    {shortenSymbol(token.symbol)}
                  </ExternalLink>
                ) : (
                  <span>{shortenSymbol(token.symbol)}</span>
                )}
              </Row>
              <IconButton
                type="button"
                aria-label={t('manage.removeToken', { symbol: token.symbol ?? token.address })}
                onClick={() => removeToken(chainId, token.address)}
              >
                ✕
              </IconButton>
            </Between>
          )
        })}
        <Muted>{t('manage.tip')}</Muted>
      </Section>
    </Column>
  )
}
