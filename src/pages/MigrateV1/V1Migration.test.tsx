import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Token, TokenAmount } from '@/sdk'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { V1Migration } from './V1Migration'

// The chain is not reached: the migration is what this hook says.
const migration = vi.hoisted(() => ({ isSettled: false }))
vi.mock('./useV1Migration', () => ({
  useV1Migration: () => ({
    isSettled: migration.isSettled,
    isFirstProvider: false,
    isLargeDifference: false,
    approve: { label: 'approve', disabled: false },
    onApprove: () => undefined,
    stage: { label: 'send', disabled: true },
    onSend: () => undefined,
  }),
}))

const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')
const liquidity = new TokenAmount(new Token(31337 as never, busd.address, 18, 'UNI-V1'), '20000000000000000000')

afterEach(cleanup)

describe('V1Migration', () => {
  it('shows the loading card, not a disabled Approve that turns live a moment later, until it has settled', () => {
    migration.isSettled = false
    renderWithProviders(<V1Migration info={{ status: 'ready', token: busd, liquidity }} />)
    expect(screen.getByRole('status').textContent).not.toBe('')
    expect(screen.queryByTestId('v1-approve')).toBeNull()
    expect(screen.queryByTestId('v1-migrate')).toBeNull()
  })

  it('shows the position and its buttons once settled', () => {
    migration.isSettled = true
    renderWithProviders(<V1Migration info={{ status: 'ready', token: busd, liquidity }} />)
    expect((screen.getByTestId('v1-approve') as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByTestId('v1-liquidity-amount').textContent).toBe('20')
  })
})
