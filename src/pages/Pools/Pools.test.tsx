import { cleanup, fireEvent, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { FactoryPools } from '@/hooks/pools/useFactoryPools'
import type { PoolWithFigures } from '@/hooks/pools/usePoolsFigures'
import { type ChainId, Token } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'
import { rational } from '@/utils/pricing/rational'

import Pools, { POOLS_PAGE_SIZE } from '.'

const LOCAL = 31337 as ChainId
const address = (index: number) => `0x${index.toString(16).padStart(40, '0')}`
const BUSD = new Token(LOCAL, address(999_999), 18, 'BUSD', 'Binance USD')
const poolAt = (index: number): PoolWithFigures => ({
  address: address(index + 1),
  token0: new Token(LOCAL, address(10_000 + index), 18, index === 7 ? 'VENOM' : `T${index}`),
  token1: BUSD,
  reserve0: 1n,
  reserve1: 1n,
  totalSupply: 1n,
  // TVL falls with the index, so the default order (largest TVL first) is the index order.
  figures: { tvlUsd: rational(BigInt(1_000 - index)) },
  swapsStatus: 'served',
  hasUnlistedToken: index === 3,
})

const state = vi.hoisted(() => ({ pools: [] as PoolWithFigures[] }))
vi.mock('@/hooks/pools/useFactoryPools', () => ({
  useFactoryPools: (): FactoryPools => ({ pools: state.pools, count: state.pools.length, isLoading: false }),
}))
vi.mock('@/hooks/pools/usePoolsFigures', () => ({
  usePoolsFigures: () => ({ pools: state.pools, context: undefined }),
}))

const renderExplorer = () =>
  renderWithProviders(
    <MemoryRouter>
      <Pools />
    </MemoryRouter>,
  )

const rowIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid^="pool-row-"]')].map((row) => row.getAttribute('data-rank'))

describe('the pools explorer', () => {
  afterEach(cleanup)

  it('shows a page of pools at a time and pages through all of them', () => {
    state.pools = Array.from({ length: POOLS_PAGE_SIZE * 2 + 5 }, (_, index) => poolAt(index))
    const { container } = renderExplorer()
    expect(rowIds(container)).toHaveLength(POOLS_PAGE_SIZE)
    expect(rowIds(container)[0]).toBe('1')
    expect(screen.getByTestId('pools-page-number').textContent).toBe('Page 1 of 3')
    expect(screen.getByTestId('pools-page-previous')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId('pools-page-next'))
    fireEvent.click(screen.getByTestId('pools-page-next'))
    expect(rowIds(container)).toEqual(['41', '42', '43', '44', '45'])
    expect(screen.getByTestId('pools-page-next')).toHaveProperty('disabled', true)
  })

  it('starts again at the first page when the search or the order changes', () => {
    state.pools = Array.from({ length: POOLS_PAGE_SIZE * 2 }, (_, index) => poolAt(index))
    const { container } = renderExplorer()
    fireEvent.click(screen.getByTestId('pools-page-next'))
    fireEvent.change(screen.getByTestId('pools-search'), { target: { value: 'venom' } })
    expect(rowIds(container)).toEqual(['1'])
    expect(screen.queryByTestId('pools-page-number')).toBeNull()
    fireEvent.change(screen.getByTestId('pools-search'), { target: { value: '' } })
    fireEvent.click(screen.getByTestId('pools-page-next'))
    fireEvent.click(screen.getByTestId('pools-sort-tvlUsd'))
    expect(screen.getByTestId('pools-page-number').textContent).toBe('Page 1 of 2')
    // Smallest TVL first now: the last pool by index.
    expect(container.querySelector('[data-testid^="pool-row-"]')?.getAttribute('data-testid')).toBe(
      `pool-row-${address(POOLS_PAGE_SIZE * 2)}`,
    )
  })

  it('says so when nothing matches, and shows a hostile search as text', () => {
    state.pools = [poolAt(0)]
    renderExplorer()
    fireEvent.change(screen.getByTestId('pools-search'), { target: { value: '<img src=x onerror=alert(1)>' } })
    expect(screen.getByTestId('pools-empty').textContent).toBe('No pool matches your search.')
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('marks a pool holding a token on none of the lists', () => {
    state.pools = [poolAt(2), poolAt(3)]
    renderExplorer()
    const unlisted = screen.getAllByTestId('pool-unlisted')
    expect(unlisted).toHaveLength(1)
    expect(unlisted[0].closest('tr')?.getAttribute('data-testid')).toBe(`pool-row-${address(4)}`)
  })
})
