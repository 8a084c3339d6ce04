// The toasts: a column at the top right (at most 355 px wide), a horizontal strip on small screens.
import styled from 'styled-components'

import { useActivePopups } from '@/state/application/hooks'

import { ListUpdatePopup } from './ListUpdatePopup'
import { PopupItem } from './PopupItem'
import { StorageRefusedPopup } from './StorageRefusedPopup'
import { TransactionPopup } from './TransactionPopup'

const Column = styled.div`
  position: fixed;
  top: 88px;
  right: 16px;
  z-index: 30;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: calc(100% - 32px);
  max-width: 355px;
  @media (max-width: ${({ theme }) => theme.breakpoint.small}) {
    top: 72px;
    left: 8px;
    right: 8px;
    width: auto;
    max-width: none;
    flex-direction: row;
    overflow-x: auto;
    padding-bottom: 4px;
  }
`

export function Popups() {
  const popups = useActivePopups()
  if (popups.length === 0) return null
  return (
    <Column>
      {popups.map(({ key, content, removeAfterMs }) =>
        'txn' in content ? (
          <PopupItem key={key} popupKey={key} removeAfterMs={removeAfterMs} testId={`popup-${content.txn.hash}`}>
            <TransactionPopup {...content.txn} />
          </PopupItem>
        ) : 'listUpdate' in content ? (
          <PopupItem key={key} popupKey={key} removeAfterMs={removeAfterMs} testId={`popup-list-${key}`}>
            <ListUpdatePopup popupKey={key} {...content.listUpdate} />
          </PopupItem>
        ) : (
          <PopupItem key={key} popupKey={key} removeAfterMs={removeAfterMs} testId="storage-refused">
            <StorageRefusedPopup />
          </PopupItem>
        ),
      )}
    </Column>
  )
}
