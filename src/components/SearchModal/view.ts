// Which view of the currency dialog shows, and the spec's transitions between search, manage and the imports.
import type { TokenList } from '@uniswap/token-lists'

export enum SearchView {
  SEARCH = 'SEARCH',
  MANAGE = 'MANAGE',
  IMPORT_TOKEN = 'IMPORT_TOKEN',
  IMPORT_LIST = 'IMPORT_LIST',
}

/** The token to import is kept by address: the view reads its name, symbol and decimals from the chain. */
export interface ViewState<T = unknown> {
  view: SearchView
  /** Where the import-token view goes back to. */
  previous: SearchView.SEARCH | SearchView.MANAGE
  importToken?: T
  importList?: { url: string; list: TokenList }
}

export type ViewAction<T = unknown> =
  | { type: 'open' }
  | { type: 'manage' }
  | { type: 'search' }
  | { type: 'importToken'; token: T }
  | { type: 'importList'; url: string; list: TokenList }
  | { type: 'back' }
  | { type: 'listImported' }

export function initialViewState<T>(): ViewState<T> {
  return { view: SearchView.SEARCH, previous: SearchView.SEARCH }
}

export function viewReducer<T>(state: ViewState<T>, action: ViewAction<T>): ViewState<T> {
  switch (action.type) {
    case 'open':
      return initialViewState()
    case 'manage':
      return { view: SearchView.MANAGE, previous: SearchView.SEARCH }
    case 'search':
      return { view: SearchView.SEARCH, previous: SearchView.SEARCH }
    case 'importToken':
      return {
        view: SearchView.IMPORT_TOKEN,
        previous: state.view === SearchView.MANAGE ? SearchView.MANAGE : SearchView.SEARCH,
        importToken: action.token,
      }
    case 'importList':
      return {
        view: SearchView.IMPORT_LIST,
        previous: SearchView.MANAGE,
        importList: { url: action.url, list: action.list },
      }
    case 'listImported':
      return { view: SearchView.MANAGE, previous: SearchView.SEARCH }
    case 'back':
      switch (state.view) {
        case SearchView.IMPORT_TOKEN:
          return { view: state.previous, previous: SearchView.SEARCH }
        case SearchView.IMPORT_LIST:
          return { view: SearchView.MANAGE, previous: SearchView.SEARCH }
        default:
          return { view: SearchView.SEARCH, previous: SearchView.SEARCH }
      }
  }
}
