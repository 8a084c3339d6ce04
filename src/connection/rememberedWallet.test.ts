// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  loadRememberedWallet,
  parseRememberedWallet,
  REMEMBERED_WALLET_KEY,
  REMEMBERED_WALLETCONNECT,
  rememberWallet,
} from './rememberedWallet'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('parseRememberedWallet', () => {
  it('reads a stored rdns, or WalletConnect', () => {
    expect(parseRememberedWallet(JSON.stringify('io.metamask'))).toBe('io.metamask')
    expect(parseRememberedWallet(JSON.stringify('walletconnect'))).toBe(REMEMBERED_WALLETCONNECT)
    expect(parseRememberedWallet(null)).toBeUndefined()
  })

  it.each([
    ['not JSON', '{'],
    ['a number', '42'],
    ['an object', '{"rdns":"io.metamask"}'],
    ['a URL', JSON.stringify('javascript:alert(1)')],
    ['markup', JSON.stringify('<img src=x>')],
    ['a huge string', JSON.stringify(`${'a'.repeat(5000)}.com`)],
  ])('drops %s with a warning', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(parseRememberedWallet(raw)).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('loadRememberedWallet and rememberWallet', () => {
  it('round-trips the chosen wallet and forgets it when another kind is chosen', () => {
    rememberWallet('IO.MetaMask')
    expect(loadRememberedWallet()).toBe('io.metamask')
    rememberWallet(REMEMBERED_WALLETCONNECT)
    expect(loadRememberedWallet()).toBe(REMEMBERED_WALLETCONNECT)
    rememberWallet(undefined)
    expect(localStorage.getItem(REMEMBERED_WALLET_KEY)).toBeNull()
  })

  it('removes an invalid stored value so it is not read again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(REMEMBERED_WALLET_KEY, '"javascript:alert(1)"')
    expect(loadRememberedWallet()).toBeUndefined()
    expect(localStorage.getItem(REMEMBERED_WALLET_KEY)).toBeNull()
  })

  it('never stores something that is not an rdns', () => {
    rememberWallet('not an rdns')
    expect(localStorage.getItem(REMEMBERED_WALLET_KEY)).toBeNull()
  })
})
