import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import LOCAL from '@/config/deployments/local.json'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import RemoveLiquidity from '.'

afterEach(cleanup)

async function renderAt(url: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/remove/:currencyIdA/:currencyIdB" element={<RemoveLiquidity />} />
      </Routes>
    </MemoryRouter>,
  )
  await act(async () => {})
}

describe('Remove liquidity page', () => {
  it('starts at 0% in Simple mode with the quick buttons and Connect Wallet', async () => {
    await renderAt(`/remove/ETH/${LOCAL.tokens.BUSD}`)
    expect(screen.getByRole('heading', { name: 'Remove Liquidity' })).toBeTruthy()
    expect(screen.getByTestId('remove-percent').textContent).toBe('0%')
    for (const id of ['remove-25', 'remove-50', 'remove-75', 'remove-max']) expect(screen.getByTestId(id)).toBeTruthy()
    expect(screen.getByTestId('remove-button').textContent).toBe('Connect Wallet')
  })

  it('a quick button moves the figure and the slider', async () => {
    await renderAt(`/remove/ETH/${LOCAL.tokens.BUSD}`)
    fireEvent.click(screen.getByTestId('remove-75'))
    expect(screen.getByTestId('remove-percent').textContent).toBe('75%')
    expect((screen.getByTestId('remove-slider') as HTMLInputElement).value).toBe('75')
    fireEvent.click(screen.getByTestId('remove-max'))
    expect(screen.getByTestId('remove-percent').textContent).toBe('100%')
  })

  it('Detailed mode has the pool-token input and both currency inputs', async () => {
    await renderAt(`/remove/${LOCAL.weth}/${LOCAL.tokens.BUSD}`)
    fireEvent.click(screen.getByTestId('remove-mode-toggle'))
    expect(screen.getByTestId('remove-input-liquidity')).toBeTruthy()
    expect(screen.getByTestId('remove-input-a')).toBeTruthy()
    expect(screen.getByTestId('remove-input-b')).toBeTruthy()
    expect(screen.queryByTestId('remove-slider')).toBeNull()
  })
})
