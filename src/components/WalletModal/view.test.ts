import { describe, expect, it } from 'vitest'

import { selectModalContent, shouldShowSpinner, WalletView } from './view'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('selectModalContent', () => {
  it('shows the account view only with an account', () => {
    expect(
      selectModalContent({ view: WalletView.ACCOUNT, account, isWrongNetwork: false, hasConnectionError: false }),
    ).toBe(WalletView.ACCOUNT)
    expect(
      selectModalContent({
        view: WalletView.ACCOUNT,
        account: undefined,
        isWrongNetwork: false,
        hasConnectionError: false,
      }),
    ).toBe(WalletView.OPTIONS)
  })

  it('shows the options after Change and the pending view while connecting', () => {
    expect(
      selectModalContent({ view: WalletView.OPTIONS, account, isWrongNetwork: false, hasConnectionError: false }),
    ).toBe(WalletView.OPTIONS)
    expect(
      selectModalContent({
        view: WalletView.PENDING,
        account: undefined,
        isWrongNetwork: false,
        hasConnectionError: false,
      }),
    ).toBe(WalletView.PENDING)
  })

  it('shows a failed attempt as an error, except on the pending view which offers Try Again', () => {
    const inputs = { account: undefined, isWrongNetwork: false, hasConnectionError: true }
    expect(selectModalContent({ ...inputs, view: WalletView.ACCOUNT })).toBe('ERROR')
    expect(selectModalContent({ ...inputs, view: WalletView.OPTIONS })).toBe('ERROR')
    expect(selectModalContent({ ...inputs, view: WalletView.PENDING })).toBe(WalletView.PENDING)
  })

  it('puts the wrong network first', () => {
    for (const view of Object.values(WalletView))
      expect(selectModalContent({ view, account, isWrongNetwork: true, hasConnectionError: false })).toBe(
        'WRONG_NETWORK',
      )
  })
})

describe('shouldShowSpinner', () => {
  it('waits 600 ms, and never shows with an error or once active', () => {
    expect(shouldShowSpinner(false, false, 599, 600)).toBe(false)
    expect(shouldShowSpinner(false, false, 600, 600)).toBe(true)
    expect(shouldShowSpinner(false, true, 5000, 600)).toBe(false)
    expect(shouldShowSpinner(true, false, 5000, 600)).toBe(false)
  })
})
