import { describe, expect, it } from 'vitest'

import local from '@/config/deployments/local.json'
import { type ChainId, Token, TokenAmount } from '@/sdk'

import { type AddButtonInput, addButtonState, mintInputError } from './addButtonState'

const BUSD = new Token(31337 as ChainId, local.tokens.BUSD, 18, 'BUSD')
const USDC = new Token(31337 as ChainId, local.tokens.USDC, 6, 'USDC')
const amount = (token: Token, raw: number) => new TokenAmount(token, String(raw))

const ready = {
  account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  isInvalidPair: false,
  amountA: amount(USDC, 10),
  amountB: amount(BUSD, 20),
  balanceA: amount(USDC, 10),
  balanceB: amount(BUSD, 100),
}

describe('mintInputError: the spec priority', () => {
  it('is undefined when everything is in place (an amount equal to the balance is enough)', () => {
    expect(mintInputError(ready)).toBeUndefined()
  })
  it('Connect Wallet comes first', () => {
    expect(mintInputError({ ...ready, account: undefined, isInvalidPair: true, amountA: undefined })).toBe(
      'connectWallet',
    )
  })
  it('then Invalid pair', () => {
    expect(mintInputError({ ...ready, isInvalidPair: true, amountA: undefined })).toBe('invalidPair')
  })
  it('then Enter an amount, for either side', () => {
    expect(mintInputError({ ...ready, amountA: undefined, balanceB: amount(BUSD, 0) })).toBe('enterAmount')
    expect(mintInputError({ ...ready, amountB: undefined })).toBe('enterAmount')
  })
  it('then an insufficient balance, A before B', () => {
    expect(mintInputError({ ...ready, balanceA: amount(USDC, 9), balanceB: amount(BUSD, 1) })).toBe(
      'insufficientBalanceA',
    )
    expect(mintInputError({ ...ready, balanceB: amount(BUSD, 19) })).toBe('insufficientBalanceB')
  })
  it('an unknown balance is not an error yet', () => {
    expect(mintInputError({ ...ready, balanceA: undefined, balanceB: undefined })).toBeUndefined()
  })
})

const base: AddButtonInput = {
  isUnsupported: false,
  inputError: undefined,
  hasBothAmounts: true,
  approvalA: 'approved',
  approvalB: 'approved',
  approvalSubmittedA: false,
  approvalSubmittedB: false,
}

describe('addButtonState', () => {
  it('unsupported assets first, then Connect Wallet', () => {
    expect(addButtonState({ ...base, isUnsupported: true, inputError: 'connectWallet' })).toEqual({
      kind: 'unsupported',
    })
    expect(addButtonState({ ...base, inputError: 'connectWallet' })).toEqual({ kind: 'connect' })
  })
  it('Supply is enabled when valid and both sides approved, with no Approve buttons', () => {
    expect(addButtonState(base)).toEqual({
      kind: 'supply',
      approveA: undefined,
      approveB: undefined,
      inputError: undefined,
      supplyDisabled: false,
      isError: false,
    })
  })
  it('offers Approve only for the side that needs it, and disables Supply', () => {
    const state = addButtonState({ ...base, approvalB: 'notApproved' })
    expect(state).toMatchObject({
      approveA: undefined,
      approveB: { label: 'approve', disabled: false },
      supplyDisabled: true,
    })
  })
  it('shows Approving while pending, then Approved for a side approved from here', () => {
    expect(addButtonState({ ...base, approvalA: 'pending', approvalSubmittedA: true })).toMatchObject({
      approveA: { label: 'approving', disabled: true },
      supplyDisabled: true,
    })
    expect(
      addButtonState({ ...base, approvalA: 'approved', approvalSubmittedA: true, approvalB: 'notApproved' }),
    ).toMatchObject({
      approveA: { label: 'approved', disabled: true },
      approveB: { label: 'approve', disabled: false },
    })
  })
  it('keeps Approved showing once both sides are approved from here, with Supply enabled', () => {
    expect(addButtonState({ ...base, approvalSubmittedA: true, approvalSubmittedB: true })).toMatchObject({
      approveA: { label: 'approved', disabled: true },
      approveB: { label: 'approved', disabled: true },
      supplyDisabled: false,
    })
  })
  it('hides the approvals while the input is invalid; an insufficient balance reads as an error', () => {
    expect(addButtonState({ ...base, approvalA: 'notApproved', inputError: 'insufficientBalanceA' })).toEqual({
      kind: 'supply',
      approveA: undefined,
      approveB: undefined,
      inputError: 'insufficientBalanceA',
      supplyDisabled: true,
      isError: true,
    })
    expect(addButtonState({ ...base, inputError: 'enterAmount', hasBothAmounts: false })).toMatchObject({
      supplyDisabled: true,
      isError: false,
    })
  })
  it('an unknown allowance keeps Supply disabled without offering Approve', () => {
    expect(addButtonState({ ...base, approvalA: 'unknown' })).toMatchObject({
      approveA: undefined,
      supplyDisabled: true,
    })
  })
})
