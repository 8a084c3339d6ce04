import { act, cleanup, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import LOCAL from '@/config/deployments/local.json'
import { JSBI } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'
import { BUSD, pair, units, WFRA } from '@/test-support/trades'
import { computePosition, type Position } from '@/utils/liquidity/position'

import AddLiquidity from '.'

// The chain is not reached in unit tests: the wallet position is what this hook says.
const walletPosition = vi.hoisted(() => ({ current: undefined as Position | undefined }))
vi.mock('./useWalletPosition', () => ({ useWalletPosition: () => walletPosition.current }))

afterEach(() => {
  cleanup()
  walletPosition.current = undefined
})

const e18 = (value: number) => JSBI.BigInt((BigInt(value) * 10n ** 18n).toString())

async function renderAdd() {
  renderWithProviders(
    <MemoryRouter initialEntries={[`/add/ETH/${LOCAL.tokens.BUSD}`]}>
      <Routes>
        <Route path="/add/:currencyIdA/:currencyIdB" element={<AddLiquidity />} />
      </Routes>
    </MemoryRouter>,
  )
  await act(async () => {})
}

describe('Add liquidity page', () => {
  it('shows no position card when the wallet holds none of the pair', async () => {
    await renderAdd()
    expect(screen.getByRole('heading', { name: 'Add Liquidity' })).toBeTruthy()
    expect(screen.queryByTestId(/^position-0x/)).toBeNull()
  })

  it("shows the wallet's position under the form on the compact card, without links", async () => {
    const position = computePosition(pair(units(BUSD, 10000), units(WFRA, 1000)), e18(100), e18(5))
    walletPosition.current = position
    await renderAdd()
    const card = screen.getByTestId(`position-${position?.pair.liquidityToken.address}`)
    expect(within(card).getByTestId('position-pool-tokens').textContent).toBe('5')
    expect(within(card).getByTestId('position-pooled-0').textContent).toBe('500')
    expect(within(card).getByTestId('position-share').textContent).toBe('5.00%')
    expect(within(card).queryByRole('link')).toBeNull()
    // Under the form: after the Supply button.
    const supply = screen.getByTestId('supply-button')
    expect(supply.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
