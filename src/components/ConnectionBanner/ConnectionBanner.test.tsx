import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { BlockNumber } from '@/components/BlockNumber'
import { DEFAULT_CHAIN_ID as chainId } from '@/config/chains'
import { connectionLost, connectionRestored, updateBlockNumber } from '@/state/application/slice'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { ConnectionBanner } from '.'

function Chrome() {
  return (
    <>
      <ConnectionBanner />
      <BlockNumber />
    </>
  )
}

describe('ConnectionBanner and the block indicator', () => {
  afterEach(cleanup)

  it('say the node is down while it is, and go back to normal when it answers', () => {
    const { store } = renderWithProviders(<Chrome />)
    act(() => void store.dispatch(updateBlockNumber({ chainId, blockNumber: 42 })))
    expect(screen.queryByTestId('connection-banner')).toBeNull()
    expect(screen.getByTestId('block-number').dataset.status).toBe('up')

    act(() => void store.dispatch(connectionLost({ chainId, since: Date.now() })))
    expect(screen.getByRole('alert').textContent).toContain('Connection to the network lost, retrying…')
    expect(screen.getByTestId('block-number').dataset.status).toBe('down')
    expect(screen.getByTestId('block-number').textContent).toContain('42')

    act(() => void store.dispatch(connectionRestored({ chainId })))
    expect(screen.queryByTestId('connection-banner')).toBeNull()
    expect(screen.getByTestId('block-number').dataset.status).toBe('up')
  })

  it('shows the outage even before any block number is known', () => {
    const { store } = renderWithProviders(<Chrome />)
    expect(screen.queryByTestId('block-number')).toBeNull()
    act(() => void store.dispatch(connectionLost({ chainId, since: Date.now() })))
    expect(screen.getByTestId('block-number').dataset.status).toBe('down')
    expect(screen.getByTestId('block-number').getAttribute('href')).toBeNull()
  })
})
