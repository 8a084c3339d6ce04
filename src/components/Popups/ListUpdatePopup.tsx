// A token-list update toast: what changes, with Accept update and Dismiss; automatic updates are only announced.
import type { TokenList } from '@uniswap/token-lists'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { useRemovePopup } from '@/state/application/hooks'
import { useAppDispatch } from '@/state/hooks'
import { acceptListUpdate } from '@/state/lists/slice'

import { diffLists, versionLabel } from './listDiff'

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  font-size: 14px;
`

const Changes = styled.ul`
  margin: 0;
  padding-left: 16px;
  overflow-wrap: anywhere;
`

const Buttons = styled.div`
  display: flex;
  gap: 12px;
`

const Button = styled.button`
  flex: 1;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

const symbols = (tokens: { symbol: string }[]) => tokens.map((token) => token.symbol).join(', ')

export function ListUpdatePopup({
  popupKey,
  listUrl,
  oldList,
  newList,
  auto,
}: {
  popupKey: string
  listUrl: string
  oldList: TokenList
  newList: TokenList
  auto: boolean
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const removePopup = useRemovePopup()
  const diff = useMemo(() => diffLists(oldList, newList), [oldList, newList])

  if (auto) {
    return <Body>{t('popups.listUpdated', { name: oldList.name, version: versionLabel(newList.version) })}</Body>
  }

  const accept = () => {
    try {
      dispatch(acceptListUpdate(listUrl))
    } catch (error) {
      // The update was already taken (another tab, a second click): nothing is left to accept.
      console.error(error)
    }
    removePopup(popupKey)
  }

  return (
    <Body>
      <div>
        {t('popups.listUpdateAvailable', {
          name: oldList.name,
          oldVersion: versionLabel(oldList.version),
          newVersion: versionLabel(newList.version),
        })}
      </div>
      <Changes>
        {diff.added.length > 0 && <li>{t('popups.tokensAdded', { symbols: symbols(diff.added) })}</li>}
        {diff.removed.length > 0 && <li>{t('popups.tokensRemoved', { symbols: symbols(diff.removed) })}</li>}
        {diff.changed > 0 && <li>{t('popups.tokensChanged', { count: diff.changed })}</li>}
      </Changes>
      <Buttons>
        <Button type="button" onClick={accept}>
          {t('popups.acceptUpdate')}
        </Button>
        <Button type="button" onClick={() => removePopup(popupKey)}>
          {t('popups.dismiss')}
        </Button>
      </Buttons>
    </Body>
  )
}
