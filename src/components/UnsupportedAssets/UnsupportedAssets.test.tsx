import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { Token } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { UnsupportedAssetsFooter } from '.'

const XAUT = new Token(1, '0x4922a015c4407F87432B179bb209e125432E4a2A', 6, 'XAUt', 'Gold Tether')

afterEach(cleanup)

// The dialog's module loads on the first click. Loaded here first, the wait below is for the click's effect, not for
// compiling the module (seconds on a busy machine, past findBy's one-second wait).
beforeAll(() => import('./UnsupportedAssetsModal'))

describe('UnsupportedAssetsFooter', () => {
  it('opens the Unsupported Asset dialog with the explanation and the unsupported token in use', async () => {
    renderWithProviders(<UnsupportedAssetsFooter currencies={[XAUT, undefined]} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Read more about unsupported assets' }))
    expect(await screen.findByRole('dialog', { name: 'Unsupported Asset' })).toBeTruthy()
    expect(screen.getByText(/may not work well with the smart contract/)).toBeTruthy()
    const link = screen.getByRole('link', { name: XAUT.address })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${XAUT.address}`)
  })
})
