// The approve button's tooltip follows the exact-approval setting: an unlimited allowance by default, else the amount.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { type ChainId, CurrencyAmount, Token, TokenAmount } from '@/sdk'
import { initialUserState } from '@/state/user/types'
import { renderWithProviders } from '@/test-support/renderWithProviders'

import { ApproveButton } from './ActionButtons'

const USDC = new Token(31337 as ChainId, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6, 'USDC', 'USD Coin')
const amount = new TokenAmount(USDC, '1234567') // 1.234567 USDC

function renderApprove(props: { isExactApproval?: boolean; amount?: CurrencyAmount; isExact?: boolean }) {
  const user = { ...initialUserState(1), userExactApproval: props.isExactApproval ?? false }
  renderWithProviders(
    <ApproveButton testId="approve" label="approve" disabled={false} amount={props.amount} isExact={props.isExact}>
      Approve USDC
    </ApproveButton>,
    { user },
  )
  return screen.getByTestId('approve').getAttribute('title')
}

afterEach(cleanup)

describe('ApproveButton tooltip', () => {
  it('says unlimited by default (the spec)', () => {
    expect(renderApprove({ amount })).toBe(
      'Approves an unlimited amount of USDC, so later transactions need no new approval (Settings: Approve exact amounts)',
    )
  })

  it('gives the exact amount, to the last unit, when exact approvals are on', () => {
    expect(renderApprove({ amount, isExactApproval: true })).toBe(
      'Approves exactly 1.234567 USDC, the amount this transaction needs',
    )
  })

  it('gives the exact amount for a permit whatever the setting', () => {
    expect(renderApprove({ amount, isExact: true })).toMatch(/^Approves exactly 1\.234567 USDC/)
  })

  it('has no tooltip without an amount or for the native coin', () => {
    expect(renderApprove({})).toBeNull()
    cleanup()
    expect(renderApprove({ amount: CurrencyAmount.ether('1'), isExactApproval: true })).toBeNull()
  })
})
