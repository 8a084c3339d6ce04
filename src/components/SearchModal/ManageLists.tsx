// The Lists tab: the add-list input with its checks and preview, then one row per known list.
import type { TokenList } from '@uniswap/token-lists'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ListLogo } from '@/components/ListLogo'
import { Button, Column, ErrorText, ModalBody, MutedText, Row, RowBetween, TextField, ToneCard } from '@/components/ui'
import { useActiveListUrls, useAllLists } from '@/state/lists/hooks'
import { useFetchListCallback } from '@/state/lists/useFetchListCallback'
import { isValidListLocation } from '@/utils/lists/listUrls'

import { ListRow } from './ListRow'

interface Props {
  onImportList: (url: string, list: TokenList) => void
}

/** Active lists first, then by name (lists not loaded yet by URL). */
export function sortListUrls(urls: string[], byUrl: ReturnType<typeof useAllLists>, active: string[]): string[] {
  const nameOf = (url: string) => byUrl[url]?.current?.name.toLowerCase() ?? url.toLowerCase()
  return [...urls].sort((a, b) => {
    const activeA = active.includes(a)
    const activeB = active.includes(b)
    if (activeA !== activeB) return activeA ? -1 : 1
    return nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0
  })
}

export function ManageLists({ onImportList }: Props) {
  const { t } = useTranslation()
  const byUrl = useAllLists()
  const activeUrls = useActiveListUrls()
  const fetchList = useFetchListCallback()
  const [input, setInput] = useState('')
  const [preview, setPreview] = useState<{ url: string; list: TokenList }>()
  const [fetchError, setFetchError] = useState<string>()

  const url = input.trim()
  const isValid = url === '' || isValidListLocation(url)
  const isLoaded = url !== '' && Boolean(byUrl[url]?.current)

  // Previews a valid new location (without touching the store); a newer input cancels the older fetch.
  useEffect(() => {
    setPreview(undefined)
    setFetchError(undefined)
    if (url === '' || !isValidListLocation(url) || isLoaded) return
    let isStale = false
    fetchList(url, false)
      .then((list) => {
        if (!isStale) setPreview({ url, list })
      })
      .catch((error: unknown) => {
        if (!isStale) setFetchError(error instanceof Error ? error.message : String(error))
      })
    return () => {
      isStale = true
    }
  }, [url, isLoaded, fetchList])

  const urls = useMemo(() => sortListUrls(Object.keys(byUrl), byUrl, activeUrls), [byUrl, activeUrls])

  return (
    <Column>
      <ModalBody>
        <TextField
          label={t('manage.listPlaceholder')}
          data-testid="list-add-input"
          $error={!isValid || fetchError !== undefined}
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        {!isValid ? <ErrorText role="alert">{t('lists.invalidLocation')}</ErrorText> : null}
        {fetchError ? <ErrorText role="alert">{fetchError}</ErrorText> : null}
        {preview && preview.url === url ? (
          <ToneCard data-testid="list-preview">
            <RowBetween>
              <Row>
                <ListLogo logoURI={preview.list.logoURI} name={preview.list.name} size={32} />
                <Column>
                  <strong>{preview.list.name}</strong>
                  <MutedText>{t('manage.tokenCount', { count: preview.list.tokens.length })}</MutedText>
                </Column>
              </Row>
              <Button $size="small" type="button" onClick={() => onImportList(preview.url, preview.list)}>
                {t('search.import')}
              </Button>
            </RowBetween>
          </ToneCard>
        ) : null}
        {isLoaded ? (
          <ToneCard>
            <RowBetween>
              <strong>{byUrl[url]?.current?.name}</strong>
              <MutedText>{t('lists.loaded')}</MutedText>
            </RowBetween>
          </ToneCard>
        ) : null}
      </ModalBody>
      <ModalBody style={{ paddingTop: 0 }}>
        {urls.map((listUrl) => (
          <ListRow key={listUrl} url={listUrl} isLast={urls.length <= 1} />
        ))}
      </ModalBody>
    </Column>
  )
}
