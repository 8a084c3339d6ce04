// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'

import { announcedWallets, createWalletRegistry, discoverWallets, MAX_WALLETS } from './announcedWallets'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`
const provider = () => ({ request: async () => null, on: () => undefined })
const detail = (n: number, rdns = `com.wallet${n}.app`, name = `Wallet ${n}`) => ({
  info: { uuid: uuid(n), name, icon: ICON, rdns },
  provider: provider(),
})

describe('createWalletRegistry', () => {
  it('lists valid announcements in order and refuses invalid ones', () => {
    const registry = createWalletRegistry()
    expect(registry.add(detail(1))).toBe(true)
    expect(registry.add({ ...detail(2), info: { ...detail(2).info, icon: 'javascript:alert(1)' } })).toBe(false)
    expect(registry.add(detail(3))).toBe(true)
    expect(registry.list().map(({ info }) => info.name)).toEqual(['Wallet 1', 'Wallet 3'])
  })

  it('keeps the first wallet for an rdns: a later script cannot take over its name', () => {
    const registry = createWalletRegistry()
    const first = detail(1, 'io.metamask', 'MetaMask')
    registry.add(first)
    expect(registry.add(detail(2, 'io.metamask', 'Not MetaMask'))).toBe(false)
    expect(registry.add(first)).toBe(false) // the same wallet answering a second request
    expect(registry.list()).toHaveLength(1)
    expect(registry.find('io.metamask')?.provider).toBe(first.provider)
  })

  it('refuses a second wallet with an already listed uuid', () => {
    const registry = createWalletRegistry()
    registry.add(detail(1))
    expect(registry.add({ ...detail(2), info: { ...detail(2).info, uuid: uuid(1) } })).toBe(false)
  })

  it(`lists at most ${MAX_WALLETS} wallets`, () => {
    const registry = createWalletRegistry()
    for (let n = 0; n < MAX_WALLETS + 5; n++) registry.add(detail(n))
    expect(registry.list()).toHaveLength(MAX_WALLETS)
  })

  it('tells subscribers about late announcements, and only about changes', () => {
    const registry = createWalletRegistry()
    const listener = vi.fn()
    const unsubscribe = registry.subscribe(listener)
    registry.add(detail(1))
    registry.add(detail(1))
    expect(listener).toHaveBeenCalledTimes(1)
    const before = registry.list()
    registry.add(detail(2))
    expect(registry.list()).not.toBe(before) // a new snapshot for useSyncExternalStore
    unsubscribe()
    registry.add(detail(3))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('discoverWallets', () => {
  it('asks wallets to announce, lists the answer and announcements made later', () => {
    const answer = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail(7) }))
    window.addEventListener('eip6963:requestProvider', answer)
    discoverWallets()
    window.removeEventListener('eip6963:requestProvider', answer)
    expect(announcedWallets.find('com.wallet7.app')?.info.name).toBe('Wallet 7')
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail(8) }))
    expect(announcedWallets.find('com.wallet8.app')).toBeDefined()
  })
})
