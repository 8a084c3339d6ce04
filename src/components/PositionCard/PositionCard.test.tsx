import { cleanup, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import { JSBI, Token } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'
import { BUSD, pair, units, WFRA } from '@/test-support/trades'
import { computePosition, type Position } from '@/utils/liquidity/position'

import { PositionCard } from '.'

const e18 = (value: number) => JSBI.BigInt((BigInt(value) * 10n ** 18n).toString())

function position(wallet: number, staked: number, tokenA: Token = BUSD): Position {
  const found = computePosition(pair(units(tokenA, 10000), units(WFRA, 1000)), e18(100), e18(wallet), e18(staked))
  if (!found) throw new Error('no position')
  return found
}

function renderCard(value: Position, showActions: boolean) {
  renderWithProviders(
    <MemoryRouter>
      <PositionCard position={value} showActions={showActions} />
    </MemoryRouter>,
  )
  return screen.getByTestId(`position-${value.pair.liquidityToken.address}`)
}

afterEach(cleanup)

describe('PositionCard', () => {
  it('shows the total with the staked part, the pooled amounts, a 6-decimal share and the links', () => {
    const card = within(renderCard(position(5, 15), true))
    expect(card.getByTestId('position-pool-tokens').textContent).toBe('20')
    expect(card.getByTestId('position-staked').textContent).toBe('15')
    expect(card.getByTestId('position-pooled-0').textContent).toBe('2000')
    expect(card.getByTestId('position-pooled-1').textContent).toBe('200')
    expect(card.getByTestId('position-share').textContent).toBe('20.000000%')
    expect(card.getByTestId('position-add').getAttribute('href')).toBe(`/add/${BUSD.address}/ETH`)
    expect(card.getByTestId('position-remove').getAttribute('href')).toBe(`/remove/${BUSD.address}/ETH`)
    expect(card.getByTestId('position-mining').getAttribute('href')).toBe(`/staking/pools/${BUSD.address}/ETH`)
  })

  it('the compact card: no staked line without a stake, a 2-decimal share, no links', () => {
    const card = within(renderCard(position(5, 0), false))
    expect(card.queryByTestId('position-staked')).toBeNull()
    expect(card.getByTestId('position-share').textContent).toBe('5.00%')
    expect(card.queryByRole('link')).toBeNull()
  })

  it('renders a token symbol as text, never as markup', () => {
    const evil = new Token(BUSD.chainId, BUSD.address, 18, '<b>X</b>', 'Evil')
    const card = renderCard(position(1, 0, evil), false)
    expect(within(card).getByTestId('position-pair').textContent).toMatch(/^<b>X<\/b>\//)
    expect(card.querySelector('b')).toBeNull()
  })
})
