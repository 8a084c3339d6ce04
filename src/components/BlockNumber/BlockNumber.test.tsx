// The new-block dim, timed by a fake clock: exactly NEW_BLOCK_DIM_MS from the render that shows the new block, which
// the end-to-end test in a real browser cannot bound from above on a busy machine.
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_CHAIN_ID } from '@/config/chains'
import { updateBlockNumber } from '@/state/application/slice'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { BlockNumber, NEW_BLOCK_DIM_MS } from '.'

describe('BlockNumber', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('dims its dot for one second from each new block, then shows it at full strength', () => {
    const { store } = renderWithProviders(<BlockNumber />)
    expect(screen.queryByTestId('block-number')).toBeNull()

    act(() => void store.dispatch(updateBlockNumber({ chainId: DEFAULT_CHAIN_ID, blockNumber: 7 })))
    const block = screen.getByTestId('block-number')
    expect(block).toHaveProperty('textContent', '7')
    expect(block.getAttribute('data-dimmed')).toBe('true')
    act(() => void vi.advanceTimersByTime(NEW_BLOCK_DIM_MS - 1))
    expect(block.getAttribute('data-dimmed')).toBe('true')
    act(() => void vi.advanceTimersByTime(1))
    expect(block.getAttribute('data-dimmed')).toBe('false')

    // A block arriving half-way through a dim starts a full second again.
    act(() => void store.dispatch(updateBlockNumber({ chainId: DEFAULT_CHAIN_ID, blockNumber: 8 })))
    act(() => void vi.advanceTimersByTime(NEW_BLOCK_DIM_MS / 2))
    act(() => void store.dispatch(updateBlockNumber({ chainId: DEFAULT_CHAIN_ID, blockNumber: 9 })))
    act(() => void vi.advanceTimersByTime(NEW_BLOCK_DIM_MS - 1))
    expect(block).toHaveProperty('textContent', '9')
    expect(block.getAttribute('data-dimmed')).toBe('true')
    act(() => void vi.advanceTimersByTime(1))
    expect(block.getAttribute('data-dimmed')).toBe('false')
  })
})
