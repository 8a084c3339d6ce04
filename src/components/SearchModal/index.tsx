// The currency select dialog (search, manage, import token, import list). Loaded lazily by the pages:
// `LazyCurrencySearchModal` (./lazy) loads it on first opening; the default export is CurrencySearchModal.
import { useCallback, useEffect, useReducer } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/Modal'
import type { Currency, Token } from '@/sdk'

import { CurrencySearch, type CurrencySelection } from './CurrencySearch'
import { ImportList } from './ImportList'
import { ImportToken } from './ImportToken'
import { Manage } from './Manage'
import { initialViewState, SearchView, viewReducer } from './view'

export interface CurrencySearchModalProps extends CurrencySelection {
  isOpen: boolean
  onDismiss: () => void
}

/** The spec's max heights: 80% for search and manage, 40% for the import views (content may need more). */
function maxHeightOf(view: SearchView): number {
  return view === SearchView.IMPORT_TOKEN || view === SearchView.IMPORT_LIST ? 40 : 80
}

export function CurrencySearchModal({ isOpen, onDismiss, onCurrencySelect, ...selection }: CurrencySearchModalProps) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(viewReducer<Token>, undefined, initialViewState<Token>)

  // Every opening starts on search.
  useEffect(() => {
    if (isOpen) dispatch({ type: 'open' })
  }, [isOpen])

  const select = useCallback(
    (currency: Currency) => {
      onCurrencySelect(currency)
      onDismiss()
    },
    [onCurrencySelect, onDismiss],
  )
  const back = useCallback(() => dispatch({ type: 'back' }), [])
  const importToken = useCallback((token: Token) => dispatch({ type: 'importToken', token }), [])

  let content
  switch (state.view) {
    case SearchView.MANAGE:
      content = (
        <Manage
          onBack={back}
          onDismiss={onDismiss}
          onImportToken={importToken}
          onImportList={(url, list) => dispatch({ type: 'importList', url, list })}
        />
      )
      break
    case SearchView.IMPORT_TOKEN:
      content = state.importToken ? (
        <ImportToken token={state.importToken} onBack={back} onDismiss={onDismiss} onImported={select} />
      ) : null
      break
    case SearchView.IMPORT_LIST:
      content = state.importList ? (
        <ImportList
          url={state.importList.url}
          list={state.importList.list}
          onBack={back}
          onDismiss={onDismiss}
          onImported={() => dispatch({ type: 'listImported' })}
        />
      ) : null
      break
    default:
      content = (
        <CurrencySearch
          {...selection}
          onCurrencySelect={select}
          onDismiss={onDismiss}
          onManage={() => dispatch({ type: 'manage' })}
          onImportToken={importToken}
        />
      )
  }

  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} label={t('search.title')} maxHeight={maxHeightOf(state.view)}>
      {content}
    </Modal>
  )
}

export default CurrencySearchModal
