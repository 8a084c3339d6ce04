import type { TokenList } from '@uniswap/token-lists'
import { describe, expect, it } from 'vitest'

import { initialViewState, SearchView, type ViewAction, viewReducer, type ViewState } from './view'

const list: TokenList = {
  name: 'Test',
  timestamp: '2024-01-01T00:00:00Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [],
}

function run(...actions: ViewAction<string>[]): ViewState<string> {
  return actions.reduce(viewReducer<string>, initialViewState<string>())
}

describe('viewReducer', () => {
  it('starts on search, and opening again always returns to search', () => {
    expect(initialViewState().view).toBe(SearchView.SEARCH)
    expect(run({ type: 'manage' }, { type: 'open' }).view).toBe(SearchView.SEARCH)
    expect(run({ type: 'importToken', token: 'A' }, { type: 'open' })).toEqual(initialViewState())
  })

  it('goes from search to manage and back', () => {
    expect(run({ type: 'manage' }).view).toBe(SearchView.MANAGE)
    expect(run({ type: 'manage' }, { type: 'back' }).view).toBe(SearchView.SEARCH)
    expect(run({ type: 'manage' }, { type: 'search' }).view).toBe(SearchView.SEARCH)
  })

  it('import token from search goes back to search', () => {
    const state = run({ type: 'importToken', token: 'A' })
    expect(state).toMatchObject({ view: SearchView.IMPORT_TOKEN, importToken: 'A' })
    expect(viewReducer(state, { type: 'back' }).view).toBe(SearchView.SEARCH)
  })

  it('import token from manage goes back to manage', () => {
    const state = run({ type: 'manage' }, { type: 'importToken', token: 'A' })
    expect(viewReducer(state, { type: 'back' }).view).toBe(SearchView.MANAGE)
  })

  it('import list goes back to manage, and returns to manage once imported', () => {
    const state = run({ type: 'manage' }, { type: 'importList', url: 'https://x', list })
    expect(state).toMatchObject({ view: SearchView.IMPORT_LIST, importList: { url: 'https://x', list } })
    expect(viewReducer(state, { type: 'listImported' }).view).toBe(SearchView.MANAGE)
    expect(viewReducer(state, { type: 'back' }).view).toBe(SearchView.MANAGE)
    expect(viewReducer(state, { type: 'listImported' }).importList).toBeUndefined()
  })
})
