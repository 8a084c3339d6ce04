// The search view: the search input, common bases, the virtualized results, an unlisted token to import, and
// the way to the manage view.
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CurrencyLogo } from '@/components/CurrencyLogo'
import { Button, Column, LinkButton, ModalBody, ModalHeader, MutedText, TextField } from '@/components/ui'
import { COMMON_BASES } from '@/config/tokens'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useIsUserAddedToken } from '@/hooks/tokens/tokens'
import { type Currency, ETHER, type Token } from '@/sdk'
import { useUserAddedTokens } from '@/state/user/hooks'
import { pickOnEnter, shortenSymbol } from '@/utils/tokens/tokenSearch'

import { CommonBases } from './CommonBases'
import { CurrencyList, ROW_HEIGHT } from './CurrencyList'
import { Ellipsis, Footer } from './styles'
import { useBalancesUsd } from './useBalancesUsd'
import { useCurrencySearch } from './useCurrencySearch'
import { type CurrencyListHandle } from './useListKeyboard'

const ImportRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  height: ${ROW_HEIGHT}px;
  padding: 4px 20px;
`

const Empty = styled(MutedText)`
  padding: 24px 20px;
  text-align: center;
`

/** What the search is for: the pick's callback, what is already chosen, and whether to offer the common bases. */
export interface CurrencySelection {
  onCurrencySelect: (currency: Currency) => void
  selectedCurrency?: Currency | null
  otherSelectedCurrency?: Currency | null
  showCommonBases?: boolean
}

interface Props extends CurrencySelection {
  onDismiss: () => void
  onManage: () => void
  onImportToken: (token: Token) => void
}

export function CurrencySearch({
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases = false,
  onCurrencySelect,
  onDismiss,
  onManage,
  onImportToken,
}: Props) {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const [query, setQuery] = useState('')
  const result = useCurrencySearch(query)
  const balancesUsd = useBalancesUsd(result.balances)
  const userTokens = useUserAddedTokens()
  const userAdded = new Set(userTokens.map((token) => token.address))
  const bases = COMMON_BASES[chainId] ?? []

  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<CurrencyListHandle>(null)
  const focusSearch = useCallback(() => searchRef.current?.focus(), [])
  // Focus on opening, once the dialog's content is in the document.
  useEffect(focusSearch, [focusSearch])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      // Down from the field walks the list; Enter in it picks the best match.
      if (event.key === 'ArrowDown') {
        event.preventDefault()
        listRef.current?.focusFirstRow()
      }
      if (event.key !== 'Enter') return
      // The current text, not the debounced one: Enter must not pick a stale result.
      const pick = pickOnEnter(query, result.search(query), result.nativeSymbol)
      // The key is used up: its keypress must not click the opener that gets focus back as the dialog closes.
      if (pick) event.preventDefault()
      if (pick?.kind === 'native') onCurrencySelect(ETHER)
      else if (pick?.kind === 'token') onCurrencySelect(pick.token)
    },
    [query, result, onCurrencySelect],
  )

  const { unlistedToken } = result
  return (
    <Column>
      <ModalBody>
        <ModalHeader title={t('search.title')} onClose={onDismiss} />
        <TextField
          label={t('search.placeholder')}
          data-testid="token-search"
          ref={searchRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {showCommonBases ? (
          <CommonBases
            bases={bases}
            nativeSymbol={result.nativeSymbol}
            selectedCurrency={selectedCurrency}
            onSelect={onCurrencySelect}
          />
        ) : null}
      </ModalBody>
      {unlistedToken ? (
        <UnlistedTokenRow token={unlistedToken} onImport={onImportToken} onSelect={onCurrencySelect} />
      ) : result.currencies.length > 0 ? (
        <CurrencyList
          ref={listRef}
          onExitTop={focusSearch}
          currencies={result.currencies}
          balances={result.balances}
          balancesUsd={balancesUsd}
          nativeSymbol={result.nativeSymbol}
          nativeName={result.nativeName}
          selected={selectedCurrency}
          other={otherSelectedCurrency}
          userAdded={userAdded}
          onSelect={onCurrencySelect}
        />
      ) : (
        <Empty>{unlistedToken === undefined ? t('search.loading') : t('search.noResults')}</Empty>
      )}
      <Footer>
        <LinkButton type="button" onClick={onManage}>
          {t('search.manage')}
        </LinkButton>
      </Footer>
    </Column>
  )
}

function UnlistedTokenRow({
  token,
  onImport,
  onSelect,
}: {
  token: Token
  onImport: (token: Token) => void
  onSelect: (currency: Currency) => void
}) {
  const { t } = useTranslation()
  // Already imported by the user earlier (e.g. on another visit): select it like any row.
  const isUserAdded = useIsUserAddedToken(token)
  return (
    <ImportRow data-testid={`token-row-${token.address}`}>
      <CurrencyLogo currency={token} size={24} />
      <Column>
        <Ellipsis style={{ fontWeight: 600 }}>{shortenSymbol(token.symbol)}</Ellipsis>
        <Ellipsis style={{ fontSize: 12 }}>{token.name}</Ellipsis>
      </Column>
      {isUserAdded ? (
        <Button $size="small" type="button" onClick={() => onSelect(token)}>
          {t('search.select')}
        </Button>
      ) : (
        <Button $size="small" type="button" onClick={() => onImport(token)}>
          {t('search.import')}
        </Button>
      )}
    </ImportRow>
  )
}
