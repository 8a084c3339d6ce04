import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ChainId } from '@/config/chains'
import { createStore } from '@/state'
import { connectionLost, connectionRestored, updateBlockNumber } from '@/state/application/slice'

import { fetchCalls } from './fetchCalls'
import { LISTENER_DEBOUNCE_MS, MulticallUpdater } from './MulticallUpdater'
import { multicall } from './slice'

const chain = vi.hoisted(() => ({ id: 31337 }))
vi.mock('@/connection/useActiveChainId', () => ({ useActiveChainId: () => chain.id }))
vi.mock('@/connection/readProvider', () => ({ getReadProvider: () => undefined }))
vi.mock('./fetchCalls', () => ({ fetchCalls: vi.fn() }))

const call = { address: `0x${'a'.repeat(40)}`, callData: '0x01' }
const bad = { address: 'not-an-address', callData: '0x01' }

function setup() {
  const store = createStore({})
  const cancel = vi.fn()
  vi.mocked(fetchCalls).mockReturnValue([cancel])
  render(
    <Provider store={store}>
      <MulticallUpdater />
    </Provider>,
  )
  const dispatch = (action: Parameters<typeof store.dispatch>[0]) => act(() => void store.dispatch(action))
  return { store, cancel, dispatch }
}

describe('MulticallUpdater', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    chain.id = ChainId.LOCAL
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(fetchCalls).mockReset()
  })

  it('fetches listened keys once listeners settle for 100 ms, again on each block, cancelling the old block', async () => {
    const { cancel, dispatch } = setup()
    dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 5 }))
    dispatch(
      multicall.actions.addMulticallListeners({ chainId: 31337, calls: [call, bad], options: { blocksPerFetch: 1 } }),
    )
    await act(() => vi.advanceTimersByTimeAsync(LISTENER_DEBOUNCE_MS - 1))
    expect(fetchCalls).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetchCalls).toHaveBeenCalledTimes(1)
    // The key with a bad address is skipped, not fatal.
    expect(vi.mocked(fetchCalls).mock.calls[0][0]).toMatchObject({ chainId: 31337, blockNumber: 5, calls: [call] })

    dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 6 }))
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(fetchCalls).toHaveBeenCalledTimes(2)
    expect(vi.mocked(fetchCalls).mock.calls[1][0]).toMatchObject({ blockNumber: 6, calls: [call] })
  })

  it('refetches every listened key at once when the node is back, without a new block', async () => {
    const { dispatch } = setup()
    const other = { address: `0x${'b'.repeat(40)}`, callData: '0x02' }
    dispatch(updateBlockNumber({ chainId: 31337, blockNumber: 5 }))
    dispatch(
      multicall.actions.addMulticallListeners({ chainId: 31337, calls: [call, other], options: { blocksPerFetch: 1 } }),
    )
    await act(() => vi.advanceTimersByTimeAsync(LISTENER_DEBOUNCE_MS))
    expect(fetchCalls).toHaveBeenCalledTimes(1)
    // The fetch fails during the outage: the library records it as read (data null) for block 5.
    dispatch(multicall.actions.errorFetchingMulticallResults({ chainId: 31337, calls: [call], fetchingBlockNumber: 5 }))
    dispatch(connectionLost({ chainId: 31337, since: 1 }))
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(fetchCalls).toHaveBeenCalledTimes(1)

    dispatch(connectionRestored({ chainId: 31337 }))
    expect(fetchCalls).toHaveBeenCalledTimes(2)
    const refetch = vi.mocked(fetchCalls).mock.calls[1][0]
    expect(refetch.blockNumber).toBe(5)
    expect(refetch.calls).toHaveLength(2)
    expect(refetch.calls).toEqual(expect.arrayContaining([call, other]))
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(fetchCalls).toHaveBeenCalledTimes(2)
  })

  it('does nothing on a chain without a multicall deployment', async () => {
    chain.id = ChainId.FINDORA
    const { dispatch } = setup()
    dispatch(updateBlockNumber({ chainId: ChainId.FINDORA, blockNumber: 5 }))
    dispatch(
      multicall.actions.addMulticallListeners({
        chainId: ChainId.FINDORA,
        calls: [call],
        options: { blocksPerFetch: 1 },
      }),
    )
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(fetchCalls).not.toHaveBeenCalled()
  })
})
