import { act, cleanup, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { V1ExchangeInfo } from '@/hooks/v1/v1Exchange'
import { Token, TokenAmount } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import RemoveV1 from '.'

// The chain is not reached: the exchange is what these hooks say, the account is connected.
const exchange = vi.hoisted(() => ({ current: { status: 'loading' } as V1ExchangeInfo }))
vi.mock('@/hooks/v1/v1Exchange', () => ({ useV1Exchange: () => exchange.current }))
vi.mock('@/connection/useWalletStatus', () => ({
  useWalletStatus: () => ({ account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
}))
// Ready once the position is known, as the real callback (its contract has the wallet's signer).
vi.mock('@/hooks/v1/v1Callbacks', () => ({
  useV1RemoveCallback: (_: string, token?: Token, liquidity?: TokenAmount, position?: object) => ({
    callback: token && liquidity && position ? async () => '0xhash' : null,
    buildCalls: undefined,
  }),
}))

const EXCHANGE = '0x856e4424f806D16E8CBC702B3c0F2ede5468eae5'
const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const liquidityToken = new Token(31337 as never, EXCHANGE, 18, 'UNI-V1')
const liquidity = new TokenAmount(liquidityToken, '20000000000000000000')

afterEach(cleanup)

async function renderRemove(info: V1ExchangeInfo) {
  exchange.current = info
  renderWithProviders(
    <MemoryRouter initialEntries={[`/remove/v1/${EXCHANGE}`]}>
      <Routes>
        <Route path="/remove/v1/:address" element={<RemoveV1 />} />
      </Routes>
    </MemoryRouter>,
  )
  await act(async () => {})
}

describe('Remove V1 page', () => {
  it('keeps loading while the reserves are unknown, instead of a disabled Remove that turns live a moment later', async () => {
    // The token and the liquidity come a round before the reserves and total supply.
    await renderRemove({ status: 'ready', token: busd, liquidity })
    expect(screen.getByRole('status').textContent).not.toBe('')
    expect(screen.queryByTestId('v1-remove')).toBeNull()
  })

  it('shows the position and a live Remove once the position is known', async () => {
    const position = { token: 20n * 10n ** 18n, native: 2n * 10n ** 18n }
    await renderRemove({
      status: 'ready',
      token: busd,
      liquidity,
      position,
      tokenWorth: new TokenAmount(busd, position.token.toString()),
    })
    expect(screen.getByTestId('v1-pooled-token').textContent).toBe('20')
    const remove = screen.getByTestId('v1-remove') as HTMLButtonElement
    expect(remove.textContent).toBe('Remove')
    expect(remove.disabled).toBe(false)
  })
})
