import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'

import { createStore } from '@/state'

import { type LatestBlock, useBlockNumber, useLatestBlock } from './hooks'
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

describe('useBlockNumber', () => {
  it('follows the latest block, or none at all without rendering for each block when not needed', () => {
    const store = createStore({})
    const seen: Record<'followed' | 'unneeded', (number | undefined)[]> = { followed: [], unneeded: [] }
    function Reader({ name, enabled }: { name: keyof typeof seen; enabled: boolean }) {
      seen[name].push(useBlockNumber(enabled))
      return null
    }
    render(
      <Provider store={store}>
        <Reader name="followed" enabled />
        <Reader name="unneeded" enabled={false} />
      </Provider>,
    )
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 7 })))
    act(() => void store.dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 8 })))
    expect(seen.followed).toEqual([undefined, 7, 8])
    expect(seen.unneeded).toEqual([undefined])
  })
})
