// The import-list view: the list's name and token count, the trust warning, 'I understand', and Import, which
// fetches it into the store and switches it on (on failure it is removed again and 'Error importing list' shows).
import type { TokenList } from '@uniswap/token-lists'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ListLogo } from '@/components/ListLogo'
import { useAppDispatch } from '@/state/hooks'
import { enableList, removeList } from '@/state/lists/slice'
import { useFetchListCallback } from '@/state/lists/useFetchListCallback'

import { tokenListViewerUrl } from './ListRow'
import { Card, Column, ErrorText, ExternalLink, Header, IconButton, Muted, PrimaryButton, Row, Section } from './styles'

interface Props {
  url: string
  list: TokenList
  onBack: () => void
  onDismiss: () => void
  onImported: () => void
}

export function ImportList({ url, list, onBack, onDismiss, onImported }: Props) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const fetchList = useFetchListCallback()
  const [understood, setUnderstood] = useState(false)
  const [isAdding, setIsAdding] = useState(false)
  const [error, setError] = useState(false)

  const onImport = () => {
    if (isAdding) return
    setIsAdding(true)
    setError(false)
    fetchList(url)
      .then(() => {
        dispatch(enableList(url))
        onImported()
      })
      .catch(() => {
        dispatch(removeList(url))
        setError(true)
        setIsAdding(false)
      })
  }

  return (
    <Column>
      <Section>
        <Header>
          <IconButton type="button" onClick={onBack} aria-label={t('search.back')}>
            ←
          </IconButton>
          <span>{t('manage.importListTitle')}</span>
          <IconButton type="button" onClick={onDismiss} aria-label={t('search.close')}>
            ✕
          </IconButton>
        </Header>
        <Card>
          <Row>
            <ListLogo logoURI={list.logoURI} name={list.name} size={40} />
            <Column>
              <strong data-testid="import-list-name">{list.name}</strong>
              <Muted>{t('manage.tokenCount', { count: list.tokens.length })}</Muted>
              <ExternalLink href={tokenListViewerUrl(url)} target="_blank" rel="noopener noreferrer">
                {url}
              </ExternalLink>
            </Column>
          </Row>
        </Card>
        <Card $tone="error">
          <strong>{t('manage.importListRisk')}</strong>
          <span>{t('manage.importListWarning')}</span>
          <span>{t('manage.importListTrust')}</span>
          <Row as="label">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            {t('search.understand')}
          </Row>
        </Card>
        <PrimaryButton type="button" disabled={!understood || isAdding} onClick={onImport}>
          {t('search.import')}
        </PrimaryButton>
        {error ? <ErrorText role="alert">{t('lists.importError')}</ErrorText> : null}
      </Section>
    </Column>
  )
}
