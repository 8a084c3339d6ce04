import { act, cleanup, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import LOCAL from '@/config/deployments/local.json'
import { v1LiquidityToken } from '@/hooks/v1/v1Positions'
import { type ChainId, JSBI, Token, TokenAmount } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import MigrateV1 from '../MigrateV1'
import RemoveV1 from '../RemoveV1'
import MigrateV1List from '.'
import { V1PositionCard } from './V1PositionCard'

afterEach(cleanup)

const EXCHANGE = LOCAL.v1Exchanges.BUSD

async function renderAt(url: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/migrate/v1" element={<MigrateV1List />} />
        <Route path="/migrate/v1/:address" element={<MigrateV1 />} />
        <Route path="/remove/v1/:address" element={<RemoveV1 />} />
      </Routes>
    </MemoryRouter>,
  )
  await act(async () => {})
}

describe('V1 pages without a wallet', () => {
  it('the list asks to connect and links back to the pool page', async () => {
    await renderAt('/migrate/v1')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Migrate V1 Liquidity')
    expect(screen.getByTestId('v1-not-connected').textContent).toBe('Connect to a wallet to view your V1 liquidity.')
    expect(screen.getByTestId('v1-back').getAttribute('href')).toBe('/pool')
  })

  it('migrate and remove need an account', async () => {
    await renderAt(`/migrate/v1/${EXCHANGE}`)
    expect(screen.getByTestId('v1-connect').textContent).toBe('You must connect an account.')
    cleanup()
    await renderAt(`/remove/v1/${EXCHANGE}`)
    expect(screen.getByTestId('v1-connect').textContent).toBe('You must connect an account.')
  })
})

describe('V1PositionCard', () => {
  it('shows the token, the liquidity and links to migrate and remove; a symbol is text, never markup', async () => {
    const token = new Token(31337 as ChainId, LOCAL.tokens.BUSD, 18, '<b>X</b>', 'Evil')
    const liquidity = new TokenAmount(v1LiquidityToken(31337, EXCHANGE), JSBI.BigInt('12345600000000000000'))
    renderWithProviders(
      <MemoryRouter>
        <V1PositionCard position={{ exchange: EXCHANGE, token, liquidity }} />
      </MemoryRouter>,
    )
    await act(async () => {})
    const card = screen.getByTestId(`v1-position-${EXCHANGE}`)
    expect(card.textContent).toContain('<b>X</b>/')
    expect(card.querySelector('b')).toBeNull()
    expect(screen.getByTestId('v1-position-liquidity').textContent).toBe('12.3456')
    expect(screen.getByTestId('v1-migrate-link').getAttribute('href')).toBe(`/migrate/v1/${EXCHANGE}`)
    expect(screen.getByTestId('v1-remove-link').getAttribute('href')).toBe(`/remove/v1/${EXCHANGE}`)
  })
})
