// The shared reaction to the default list-of-lists changing between builds, applied on load and at start.
import { type ListsState, newListState } from './types'

/**
 * Mutates `state` (an immer draft or a fresh object): lists that stopped being defaults are dropped,
 * new defaults are added (and switched on when they are default-active), and every default list is
 * present. State from before lastInitializedDefaultListOfLists existed gets all default-active lists on.
 */
export function reconcileDefaultLists(
  state: ListsState,
  defaults: readonly string[],
  defaultActive: readonly string[],
): void {
  const previous = state.lastInitializedDefaultListOfLists
  const previousSet = new Set(previous ?? [])
  const defaultSet = new Set(defaults)
  if (previous) {
    for (const url of previous) {
      if (defaultSet.has(url)) continue
      delete state.byUrl[url]
      state.activeListUrls = state.activeListUrls.filter((active) => active !== url)
    }
  }
  for (const url of defaults) {
    if (!state.byUrl[url]) state.byUrl[url] = newListState()
  }
  for (const url of defaultActive) {
    const isNew = !previous || !previousSet.has(url)
    if (isNew && defaultSet.has(url) && !state.activeListUrls.includes(url)) state.activeListUrls.push(url)
  }
  state.lastInitializedDefaultListOfLists = [...defaults]
}
