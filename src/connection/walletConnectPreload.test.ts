// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  WALLETCONNECT_CONNECTOR_META,
  WALLETCONNECT_QR_MODAL_META,
  WALLETCONNECT_QR_MODAL_VIEWS_META,
} from './walletConnectChunks'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'

function browser(userAgent: string, saveData = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } })
}

function listInHead(name: string, content: string) {
  const meta = document.createElement('meta')
  meta.name = name
  meta.content = content
  document.head.append(meta)
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    new URL(link.href).pathname.replace(/^\//, ''),
  )

// Each test loads the module afresh: it remembers what it preloaded for the page's whole life.
const load = async () => (await import('./walletConnectPreload')).preloadWalletConnect

beforeEach(() => {
  vi.resetModules()
  document.head.replaceChildren()
  listInHead(WALLETCONNECT_CONNECTOR_META, 'assets/connector.js assets/provider.js')
  listInHead(WALLETCONNECT_QR_MODAL_META, 'assets/modal.js')
  listInHead(WALLETCONNECT_QR_MODAL_VIEWS_META, 'assets/views.js')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('preloadWalletConnect', () => {
  it('preloads, to pair, the connector, the QR modal and its views where the pairing shows as a QR code', async () => {
    browser(DESKTOP)
    ;(await load())('pairing')
    expect(preloads()).toEqual(['assets/connector.js', 'assets/provider.js', 'assets/modal.js', 'assets/views.js'])
  })

  it('leaves the QR modal out on a phone, which hands the pairing to a wallet by link', async () => {
    browser(PHONE)
    ;(await load())('pairing')
    expect(preloads()).toEqual(['assets/connector.js', 'assets/provider.js'])
  })

  it('leaves the modal’s views out to restore a session: nothing opens the modal then', async () => {
    browser(DESKTOP)
    ;(await load())('restoring')
    expect(preloads()).toEqual(['assets/connector.js', 'assets/provider.js', 'assets/modal.js'])
  })

  it('adds each file once, however often the dialog opens', async () => {
    browser(DESKTOP)
    const preload = await load()
    preload('restoring')
    preload('pairing')
    preload('pairing')
    expect(preloads()).toHaveLength(4)
  })

  it('fetches nothing ahead of a choice when the user asked to save data, but does for a session being restored', async () => {
    browser(DESKTOP, true)
    const preload = await load()
    preload('pairing')
    expect(preloads()).toEqual([])
    preload('restoring')
    expect(preloads()).toHaveLength(3)
  })

  it('does nothing in a build that lists no files (no WalletConnect project id)', async () => {
    browser(DESKTOP)
    document.head.replaceChildren()
    ;(await load())('restoring')
    expect(preloads()).toEqual([])
  })

  it('ignores stray whitespace in a list', async () => {
    browser(PHONE)
    document.head.replaceChildren()
    listInHead(WALLETCONNECT_CONNECTOR_META, ' assets/a.js  assets/b.js ')
    ;(await load())('pairing')
    expect(preloads()).toEqual(['assets/a.js', 'assets/b.js'])
  })
})
