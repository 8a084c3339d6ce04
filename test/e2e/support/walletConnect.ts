// WalletConnect in the end-to-end tests: the build names a relay on loopback (scripts/e2e.ts), and each test carries
// the page's sockets to that URL to a relay of its own (test/support/walletConnect/relay.ts), as the fixtures carry
// its RPC requests to its worker's Anvil node. A phone wallet (WalletConnect's sign client in this process) pairs
// through the same relay and sends what it signs to that node. Requests for anything off loopback (the modal's
// wallet list, its fonts and analytics, other chains' public RPCs) are recorded and refused, so that nothing leaves
// the machine and each test can see what the app tried; WalletConnect's verify service is answered here (below).
import type { Page, WebSocketRoute } from '@playwright/test'
import { WebSocket } from 'ws'

import { LOCAL_CHAIN_ID } from '../../../scripts/lib/anvil'
import { type LoopbackRelay, startLoopbackRelay } from '../../support/walletConnect/relay'
import { PhoneWallet } from '../../support/walletConnect/wallet'
import { expect, type LocalChain, test as base } from './fixtures'

/** Baked into the end-to-end build (scripts/e2e.ts): the project id and the relay the app's WalletConnect uses. */
export const BUILD_WALLETCONNECT_PROJECT_ID = 'venom-swap-tests'
export const BUILD_RELAY_URL = 'ws://127.0.0.1:4175'

const isLoopback = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname)

/** The page's sockets to the build's relay, each joined to a socket of its own to `relay` while the relay is up. */
async function carrySocketsTo(page: Page, relay: LoopbackRelay): Promise<void> {
  await page.routeWebSocket(`${BUILD_RELAY_URL}/**`, (pageSide: WebSocketRoute) => {
    const relaySide = new WebSocket(relay.url + new URL(pageSide.url()).search)
    const early: (string | Buffer)[] = []
    relaySide.on('open', () => early.splice(0).forEach((message) => relaySide.send(message)))
    relaySide.on('message', (data) => pageSide.send(data.toString()))
    // A relay that goes away, or is away when the page connects, ends the page's socket as a dropped one.
    relaySide.on('close', () => void pageSide.close({ code: 1006 }).catch(() => undefined))
    relaySide.on('error', () => relaySide.terminate())
    pageSide.onMessage((message) => {
      if (relaySide.readyState === WebSocket.OPEN) relaySide.send(message)
      else early.push(message)
    })
    pageSide.onClose(() => relaySide.close())
  })
}

/**
 * WalletConnect's verify service as a stand-in that vouches for nobody. Before each proposal and request the dapp's
 * SDK loads an attestation page in a hidden frame and waits up to 5 s for its answer (a JWT naming the request's id);
 * refused, every step of a session would wait those 5 s. The stand-in answers at once with an attestation that says
 * the origin is not verified, which the phone wallet does not check (test/support/walletConnect/wallet.ts).
 */
function unverifiedAttestationPage(url: URL): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const payload = { id: url.searchParams.get('id'), origin: url.searchParams.get('origin'), isVerified: false }
  const attestation = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`
  const message = JSON.stringify({ type: 'verify_attestation', attestation })
  return `<!doctype html><script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`
}

export interface OutsideRequest {
  url: string
  rpcMethod?: string
}

function rpcMethodOf(body: string | null): string | undefined {
  try {
    return (JSON.parse(body ?? '') as { method?: string }).method
  } catch {
    return undefined
  }
}

export interface WalletConnectKit {
  relay: LoopbackRelay
  phone: PhoneWallet
  /** Every request the page made to a host off loopback (refused, or answered here), with its JSON-RPC method if any. */
  outside: OutsideRequest[]
}

/** Account 1 of Anvil, as the injected wallet of the other tests; the phone wallet signs with it. */
const PHONE_ACCOUNT_INDEX = 1

export async function startWalletConnectKit(page: Page, chain: LocalChain): Promise<WalletConnectKit> {
  const outside: OutsideRequest[] = []
  await page.route(
    (url) => !isLoopback(url.href),
    (route) => {
      const url = new URL(route.request().url())
      outside.push({ url: url.href, rpcMethod: rpcMethodOf(route.request().postData()) })
      if (url.hostname.startsWith('verify.walletconnect.') && url.pathname === '/v3/attestation')
        return route.fulfill({ contentType: 'text/html', body: unverifiedAttestationPage(url) })
      return route.abort('internetdisconnected')
    },
  )
  const relay = await startLoopbackRelay()
  await carrySocketsTo(page, relay)
  const phone = await PhoneWallet.start({
    relayUrl: relay.url,
    projectId: BUILD_WALLETCONNECT_PROJECT_ID,
    nodes: { [LOCAL_CHAIN_ID]: chain.url },
    account: chain.accounts[PHONE_ACCOUNT_INDEX],
  })
  return { relay, phone, outside }
}

export const test = base.extend<{ walletConnect: WalletConnectKit }>({
  walletConnect: async ({ page, chain }, use) => {
    const kit = await startWalletConnectKit(page, chain)
    await use(kit)
    await kit.phone.stop()
    await kit.relay.stop()
  },
})

/**
 * Opens the wallet dialog, picks WalletConnect and takes the pairing URI from its modal's "Copy link", as a user
 * passes it to a wallet on the same machine (the QR code carries the same text).
 */
export async function copyPairingUri(page: Page): Promise<string> {
  await page.getByTestId('connect-wallet').click()
  await page.getByTestId('wallet-option-WALLET_CONNECT').click()
  await page.getByRole('button', { name: 'Copy link' }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  if (!uri.startsWith('wc:')) throw new Error(`The modal copied ${JSON.stringify(uri)}, not a WalletConnect URI`)
  return uri
}

/** Connects the phone wallet as a user does, and closes the account dialog the app then shows. */
export async function connectPhone(page: Page, phone: PhoneWallet): Promise<void> {
  await phone.approve(await copyPairingUri(page))
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', phone.account)
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByText('Connected with WalletConnect')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Runs `away` while the page is in the background, as a phone's browser puts it when a deep link brings the wallet
 * app to the front, and brings it back after. Headless Chromium keeps every tab visible (and so ignores a request to
 * freeze one): the page is told what a phone's browser tells it, through the document's visibility and its event.
 */
export async function whileInBackground(page: Page, away: () => Promise<void>): Promise<void> {
  const setVisibility = (state: DocumentVisibilityState) =>
    page.evaluate((next) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  await away()
  await setVisibility('visible')
}

export { expect }
