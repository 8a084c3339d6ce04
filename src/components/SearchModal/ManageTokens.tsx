// The Tokens tab: a custom-token address input (found tokens go to the import view), the user's tokens on this
// chain with explorer links and remove, and Clear all.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import {
  Button,
  Column,
  ErrorText,
  ExternalLink,
  IconButton,
  LinkButton,
  ModalBody,
  MutedText,
  Row,
  RowBetween,
  TextInput,
} from '@/components/ui'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useToken } from '@/hooks/tokens/tokens'
import type { Token } from '@/sdk'
import { useRemoveUserToken, useUserAddedTokens } from '@/state/user/hooks'
import { isAddress } from '@/utils/tokens/address'
import { shortenSymbol } from '@/utils/tokens/tokenSearch'

import { explorerAddressUrl } from './ImportToken'
import { Ellipsis } from './styles'

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
      <ModalBody>
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
          <RowBetween data-testid={`custom-token-found-${found.address}`}>
            <Row style={{ minWidth: 0 }}>
              <CurrencyLogo currency={found} />
              <Column style={{ minWidth: 0 }}>
                <Ellipsis style={{ fontWeight: 600 }}>{shortenSymbol(found.symbol)}</Ellipsis>
                <MutedText>{found.name}</MutedText>
              </Column>
            </Row>
            {isAlreadyAdded ? (
              <MutedText>{t('manage.active')}</MutedText>
            ) : (
              <Button $size="small" type="button" onClick={() => onImportToken(found)}>
                {t('search.import')}
              </Button>
            )}
          </RowBetween>
        ) : address && found === null ? (
          <ErrorText role="alert">{t('manage.notAToken')}</ErrorText>
        ) : null}
      </ModalBody>
      <ModalBody style={{ paddingTop: 0 }}>
        <RowBetween>
          <MutedText>{t('manage.customTokens', { count: userTokens.length })}</MutedText>
          {userTokens.length > 0 ? (
            <LinkButton
              type="button"
              onClick={() => userTokens.forEach((token) => removeToken(chainId, token.address))}
            >
              {t('manage.clearAll')}
            </LinkButton>
          ) : null}
        </RowBetween>
        {userTokens.map((token) => {
          const url = explorerAddressUrl(chainId, token.address)
          return (
            <RowBetween key={token.address} data-testid={`custom-token-${token.address}`}>
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
            </RowBetween>
          )
        })}
        <MutedText>{t('manage.tip')}</MutedText>
      </ModalBody>
    </Column>
  )
}
