import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'

import { createStore } from '@/state'

import { type LatestBlock, useLatestBlock } from './hooks'
import { updateBlockNumber } from './slice'

vi.mock('@/connection/useActiveChainId', () => ({ useActiveChainId: () => 31337 }))

describe('useLatestBlock', () => {
  it('renders again when the chain has its first block, not for the blocks after; tells the latest when asked', () => {
    const store = createStore({})
    const seen: LatestBlock[] = []
    function Reader() {
      seen.push(useLatestBlock())
      return null
    }
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    )
    expect(seen.at(-1)?.hasBlock).toBe(false)
    expect(seen.at(-1)?.latestBlock()).toBeUndefined()
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 7 })))
    expect(seen.at(-1)?.hasBlock).toBe(true)
    const renders = seen.length
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 8 })))
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 9 })))
    expect(seen).toHaveLength(renders)
    expect(seen.at(-1)?.latestBlock()).toBe(9)
    expect(seen[0].latestBlock).toBe(seen.at(-1)?.latestBlock)
  })
})
