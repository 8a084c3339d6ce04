import { act, cleanup, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'

import LOCAL from '@/config/deployments/local.json'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import Swap from '.'

afterEach(cleanup)

async function renderAt(url: string, sendMode = false) {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Swap sendMode={sendMode} />
    </MemoryRouter>,
  )
  await act(async () => {})
}

describe('Swap page', () => {
  it('renders both panels, the switch, the add-recipient link and Connect Wallet without a wallet', async () => {
    await renderAt(`/swap?inputCurrency=ETH&outputCurrency=${LOCAL.tokens.BUSD}&exactAmount=1`)
    expect(screen.getByTestId('swap-input')).toBeTruthy()
    expect(screen.getByTestId('swap-output')).toBeTruthy()
    expect(screen.getByTestId('swap-switch')).toBeTruthy()
    expect(screen.getByTestId('add-recipient').textContent).toBe('+ Add a send (optional)')
    expect(screen.getByTestId('swap-button').textContent).toBe('Connect Wallet')
  })

  it('opens the recipient on the send screen', async () => {
    await renderAt('/send', true)
    const input = screen.getByTestId('recipient-input') as HTMLInputElement
    expect(input.placeholder).toBe('Wallet Address or ENS name')
    expect(screen.queryByTestId('add-recipient')).toBeNull()
  })

  it('survives garbage in the URL', async () => {
    await renderAt('/swap?inputCurrency=%3Cscript%3E&outputCurrency=0x12&exactAmount=abc&exactField=x&use=v9')
    expect(screen.getByTestId('swap-input')).toBeTruthy()
  })
})
