// Shape of the lists state: every known list by URL, which ones are switched on, and the defaults last set up.
import type { TokenList } from '@uniswap/token-lists'

export interface ListState {
  /** The list in use; null until first loaded, and again after a failed load. */
  current: TokenList | null
  /** A newer version waiting to be accepted (automatically or by the user). */
  pendingUpdate: TokenList | null
  /** Id of the fetch in flight, so only the latest one's outcome counts. */
  loadingRequestId: string | null
  error: string | null
}

export interface ListsState {
  byUrl: { [url: string]: ListState }
  activeListUrls: string[]
  /** The default list-of-lists this state was last reconciled with (persisted; older data may lack it). */
  lastInitializedDefaultListOfLists?: string[]
}

export const NEW_LIST_STATE: ListState = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }

export function newListState(): ListState {
  return { ...NEW_LIST_STATE }
}
