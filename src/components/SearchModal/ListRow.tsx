// One list in the Lists tab: logo, name, token count, its on/off switch, and view, update and remove actions.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { ListLogo } from '@/components/ListLogo'
import { Column, ErrorText, ExternalLink, LinkButton, MutedText, Row, RowBetween, Toggle } from '@/components/ui'
import { useAppDispatch } from '@/state/hooks'
import { useAllLists, useIsListActive } from '@/state/lists/hooks'
import { acceptListUpdate, disableList, enableList, removeList } from '@/state/lists/slice'

import { Ellipsis } from './styles'

const Wrap = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  background: ${({ theme, $active }) => ($active ? theme.primarySoft : 'transparent')};
`

/** The public token-list viewer. */
export function tokenListViewerUrl(listUrl: string): string {
  return `https://tokenlists.org/token-list?url=${encodeURIComponent(listUrl)}`
}

/** The spec: removal needs the word REMOVE typed in a prompt. */
export const REMOVE_CONFIRMATION = 'REMOVE'

export function ListRow({ url, isLast }: { url: string; isLast: boolean }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const list = useAllLists()[url]
  const isActive = useIsListActive(url)
  const current = list?.current
  const name = current?.name ?? url

  const onRemove = () => {
    if (isLast) return
    if (window.prompt(t('manage.removePrompt', { word: REMOVE_CONFIRMATION })) === REMOVE_CONFIRMATION) {
      dispatch(removeList(url))
    }
  }

  return (
    <Wrap $active={isActive} data-testid={`list-row-${url}`}>
      <RowBetween>
        <Row style={{ minWidth: 0 }}>
          <ListLogo logoURI={current?.logoURI} name={name} size={32} />
          <Column style={{ minWidth: 0 }}>
            <Ellipsis style={{ fontWeight: 600 }} title={url}>
              {name}
            </Ellipsis>
            {current ? (
              <MutedText>
                {t('manage.tokenCount', { count: current.tokens.length })} · v{current.version.major}.
                {current.version.minor}.{current.version.patch}
              </MutedText>
            ) : list?.loadingRequestId ? (
              <MutedText>{t('search.loading')}</MutedText>
            ) : null}
          </Column>
        </Row>
        <Toggle
          label={t('manage.toggleList', { name })}
          isOn={isActive}
          onToggle={() => dispatch(isActive ? disableList(url) : enableList(url))}
        />
      </RowBetween>
      {list?.error ? <ErrorText>{list.error}</ErrorText> : null}
      <Row style={{ flexWrap: 'wrap', gap: 16 }}>
        <ExternalLink href={tokenListViewerUrl(url)} target="_blank" rel="noopener noreferrer">
          {t('manage.viewList')}
        </ExternalLink>
        {list?.pendingUpdate ? (
          <LinkButton type="button" onClick={() => dispatch(acceptListUpdate(url))}>
            {t('manage.updateList')}
          </LinkButton>
        ) : null}
        <LinkButton
          type="button"
          onClick={onRemove}
          disabled={isLast}
          title={isLast ? t('lists.lastListNotRemovable') : undefined}
        >
          {t('manage.removeList')}
        </LinkButton>
      </Row>
    </Wrap>
  )
}
