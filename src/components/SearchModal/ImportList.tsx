// The import-list view: the list's name and token count, the trust warning, 'I understand', and Import, which
// fetches it into the store and switches it on (on failure it is removed again and 'Error importing list' shows).
import type { TokenList } from '@uniswap/token-lists'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ListLogo } from '@/components/ListLogo'
import {
  Button,
  Column,
  ErrorText,
  ExternalLink,
  ModalBody,
  ModalHeader,
  MutedText,
  Row,
  ToneCard,
} from '@/components/ui'
import { useAppDispatch } from '@/state/hooks'
import { enableList, removeList } from '@/state/lists/slice'
import { useFetchListCallback } from '@/state/lists/useFetchListCallback'

import { ImportRiskCard } from './ImportRiskCard'
import { tokenListViewerUrl } from './ListRow'

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
      <ModalBody>
        <ModalHeader title={t('manage.importListTitle')} onBack={onBack} onClose={onDismiss} />
        <ToneCard>
          <Row>
            <ListLogo logoURI={list.logoURI} name={list.name} size={40} />
            <Column>
              <strong data-testid="import-list-name">{list.name}</strong>
              <MutedText>{t('manage.tokenCount', { count: list.tokens.length })}</MutedText>
              <ExternalLink href={tokenListViewerUrl(url)} target="_blank" rel="noopener noreferrer">
                {url}
              </ExternalLink>
            </Column>
          </Row>
        </ToneCard>
        <ImportRiskCard
          title={t('manage.importListRisk')}
          lines={[t('manage.importListWarning'), t('manage.importListTrust')]}
          isUnderstood={understood}
          onUnderstood={setUnderstood}
        />
        <Button type="button" disabled={!understood || isAdding} onClick={onImport}>
          {t('search.import')}
        </Button>
        {error ? <ErrorText role="alert">{t('lists.importError')}</ErrorText> : null}
      </ModalBody>
    </Column>
  )
}
