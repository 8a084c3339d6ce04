import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ChainId, Pair, Route, Token, TokenAmount, Trade, TradeType } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { ConfirmSwapHeader, recipientLabel } from './ConfirmSwapHeader'

const RESOLVED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ens = vi.hoisted(() => ({ address: null as string | null }))
// Ethereum's ENS is not on the local chain: the lookup is stood in for, the rendering is real.
vi.mock('@/hooks/ens/useENS', () => ({
  useENS: (value?: string | null) => ({ address: value ? ens.address : null, name: value ?? null, loading: false }),
}))

const A = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000001', 18, 'AAA')
const B = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000002', 18, 'BBB')
const pair = new Pair(new TokenAmount(A, '1000000000000000000000'), new TokenAmount(B, '2000000000000000000000'))
const trade = new Trade(new Route([pair], A), new TokenAmount(A, '1000000000000000000'), TradeType.EXACT_INPUT)

async function renderHeader(recipient: string | null) {
  renderWithProviders(
    <ConfirmSwapHeader
      trade={trade}
      allowedSlippage={50}
      recipient={recipient}
      showAcceptChanges={false}
      onAcceptChanges={() => {}}
    />,
  )
  await act(async () => {})
}

afterEach(cleanup)

describe('ConfirmSwapHeader recipient', () => {
  it('shows an ENS recipient with the full address it resolved to', async () => {
    ens.address = RESOLVED
    await renderHeader('vitalik.eth')
    expect(screen.getByTestId('confirm-recipient').textContent).toContain(`vitalik.eth (${RESOLVED})`)
  })

  it('shows an address recipient shortened, and no recipient line without one', async () => {
    ens.address = RESOLVED
    await renderHeader(RESOLVED)
    expect(screen.getByTestId('confirm-recipient').textContent).toContain('0x3C44...93BC')
    cleanup()
    await renderHeader(null)
    expect(screen.queryByTestId('confirm-recipient')).toBeNull()
  })
})

describe('recipientLabel', () => {
  it('keeps an unresolved name as typed', () => {
    expect(recipientLabel('nobody.eth', null)).toBe('nobody.eth')
  })
})
