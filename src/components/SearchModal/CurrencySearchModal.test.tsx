import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import type { TokenInfo, TokenList } from '@uniswap/token-lists'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_CHAIN_ID } from '@/config/chains'
import { type Currency, ETHER, Token } from '@/sdk'
import { initialListsState } from '@/state/lists/slice'
import type { RootState } from '@/state/reducer'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { CurrencySearchModal } from '.'

const info = (n: number, symbol: string, name: string): TokenInfo => ({
  chainId: DEFAULT_CHAIN_ID,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol,
  name,
})
const VENOM = info(1, 'VENOM', 'Venom Token')
const VEN = info(2, 'VEN', 'Vechain')
const BUSD = info(3, 'BUSD', 'Binance USD')
const LIST_URL = 'https://lists.example/test.json'
const OTHER_URL = 'https://lists.example/other.json'
const LIST: TokenList = {
  name: 'Test',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [VENOM, VEN, BUSD],
}

function listsState(): RootState['lists'] {
  return {
    byUrl: {
      [LIST_URL]: { current: LIST, pendingUpdate: null, loadingRequestId: null, error: null },
      [OTHER_URL]: { current: null, pendingUpdate: null, loadingRequestId: null, error: 'Failed to download list' },
    },
    activeListUrls: [LIST_URL],
    lastInitializedDefaultListOfLists: initialListsState().lastInitializedDefaultListOfLists,
  }
}

function setup() {
  const onCurrencySelect = vi.fn<(currency: Currency) => void>()
  const onDismiss = vi.fn()
  const result = renderWithProviders(
    <CurrencySearchModal isOpen onDismiss={onDismiss} onCurrencySelect={onCurrencySelect} showCommonBases />,
    { lists: listsState() },
  )
  return { ...result, onCurrencySelect, onDismiss }
}

function type(value: string) {
  fireEvent.input(screen.getByTestId('token-search'), { target: { value } })
  // The search is debounced 200 ms.
  act(() => vi.advanceTimersByTime(200))
}

const rowIds = () =>
  Array.from(document.querySelectorAll('[data-testid^="token-row-"]')).map((row) => row.getAttribute('data-testid'))

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('CurrencySearchModal', () => {
  it('opens on search with the native coin first and the list tokens by symbol', () => {
    setup()
    act(() => vi.advanceTimersByTime(300))
    expect(screen.getByRole('dialog', { name: 'Select a token' })).toBeTruthy()
    expect(rowIds()).toEqual([
      'token-row-NATIVE',
      `token-row-${BUSD.address}`,
      `token-row-${VEN.address}`,
      `token-row-${VENOM.address}`,
    ])
  })

  it('waits 200 ms before searching, then orders exact symbol first', () => {
    setup()
    fireEvent.input(screen.getByTestId('token-search'), { target: { value: 'ven' } })
    act(() => vi.advanceTimersByTime(199))
    expect(rowIds()).toHaveLength(4)
    act(() => vi.advanceTimersByTime(1))
    expect(rowIds()).toEqual([`token-row-${VEN.address}`, `token-row-${VENOM.address}`])
  })

  it('shows No results found.', () => {
    setup()
    type('nothing-like-this')
    expect(screen.getByText('No results found.')).toBeTruthy()
  })

  it('Enter picks the exact symbol, the only result, or the native coin', () => {
    const { onCurrencySelect, onDismiss } = setup()
    const input = screen.getByTestId('token-search')
    type('ven')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect((onCurrencySelect.mock.calls[0][0] as Token).address).toBe(VEN.address)
    expect(onDismiss).toHaveBeenCalled()

    type('binance')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect((onCurrencySelect.mock.calls[1][0] as Token).address).toBe(BUSD.address)

    // The chain's own native symbol, typed and entered before the debounce ends.
    fireEvent.input(input, { target: { value: 'FRA' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCurrencySelect.mock.calls[2][0]).toBe(ETHER)
  })

  it('selects a clicked row', () => {
    const { onCurrencySelect } = setup()
    act(() => vi.advanceTimersByTime(300))
    fireEvent.click(screen.getByTestId(`token-row-${VENOM.address}`))
    expect(onCurrencySelect.mock.calls[0][0]).toBeInstanceOf(Token)
  })

  it('goes to manage (lists tab), checks list locations, then the tokens tab checks addresses', () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }))
    const listInput = screen.getByPlaceholderText('https:// or ipfs:// or ENS name')
    expect(screen.getByTestId(`list-row-${LIST_URL}`).textContent).toContain('Test')
    fireEvent.input(listInput, { target: { value: 'not a list' } })
    expect(screen.getByText('Enter valid list location')).toBeTruthy()
    fireEvent.input(listInput, { target: { value: LIST_URL } })
    expect(screen.getByText('Loaded')).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: 'Tokens' }))
    fireEvent.input(screen.getByTestId('custom-token-input'), { target: { value: '0x123' } })
    expect(screen.getByText('Enter valid token address')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByTestId('token-search')).toBeTruthy()
  })

  it('removes a list only after typing REMOVE, and never the last one', () => {
    const { store } = setup()
    const others = Object.keys(store.getState().lists.byUrl).filter((url) => url !== LIST_URL)
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }))
    const prompt = vi.spyOn(window, 'prompt')
    const removeOf = (url: string) =>
      Array.from(screen.getByTestId(`list-row-${url}`).querySelectorAll('button')).find(
        (button) => button.textContent === 'Remove list',
      ) as HTMLButtonElement

    prompt.mockReturnValueOnce('remove')
    fireEvent.click(removeOf(LIST_URL))
    expect(store.getState().lists.byUrl[LIST_URL]).toBeDefined()

    expect(others).toEqual([OTHER_URL])
    for (const url of others) {
      prompt.mockReturnValueOnce('REMOVE')
      fireEvent.click(removeOf(url))
      expect(store.getState().lists.byUrl[url]).toBeUndefined()
    }
    expect(Object.keys(store.getState().lists.byUrl)).toEqual([LIST_URL])
    expect(removeOf(LIST_URL).disabled).toBe(true)
    prompt.mockReturnValueOnce('REMOVE')
    fireEvent.click(removeOf(LIST_URL))
    expect(store.getState().lists.byUrl[LIST_URL]).toBeDefined()
    prompt.mockRestore()
  })

  it('toggles a list off and on', () => {
    const { store } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }))
    const toggle = screen.getByRole('switch', { name: 'Turn Test on or off' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle)
    expect(store.getState().lists.activeListUrls).not.toContain(LIST_URL)
    fireEvent.click(toggle)
    expect(store.getState().lists.activeListUrls).toContain(LIST_URL)
  })
})
