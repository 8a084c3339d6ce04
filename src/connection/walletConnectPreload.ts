// Picking WalletConnect runs a chain of dynamic imports (the connector, WalletConnect's provider, Reown's modal and
// its views), each fetched only once the one before it has run: on a phone's network, several round trips between
// the tap and the pairing link. Preloading fetches and compiles the whole chain at once, in the background, without
// running any of it, and opens no connection to the relay: that waits for the pick.
import { isMobileBrowser } from './injected'
import {
  WALLETCONNECT_CONNECTOR_META,
  WALLETCONNECT_QR_MODAL_META,
  WALLETCONNECT_QR_MODAL_VIEWS_META,
} from './walletConnectChunks'

/** Where the pairing is handed to a wallet by link (a phone), Reown's QR modal is never loaded. */
export function walletConnectShowsQrModal(): boolean {
  return !isMobileBrowser()
}

/** The user asked the browser to spend as little data as it can (Chromium's Save-Data). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
}

const preloaded = new Set<string>()

function filesListedIn(meta: string): string[] {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content ?? ''
  return content.split(' ').filter(Boolean)
}

function modulePreload(file: string): void {
  const href = new URL(file, document.baseURI).href
  if (preloaded.has(href)) return
  preloaded.add(href)
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
}

/**
 * `pairing`: the wallet dialog lists WalletConnect, and the user may yet pick another wallet, so nothing is fetched
 * when they asked the browser to save data. `restoring`: a session kept from a visit before is being restored; the
 * code is needed now, and preloading only spares the round trips (the modal's views are not: nothing opens it).
 */
export function preloadWalletConnect(purpose: 'pairing' | 'restoring'): void {
  if (purpose === 'pairing' && savesData()) return
  const groups = [WALLETCONNECT_CONNECTOR_META]
  if (walletConnectShowsQrModal()) {
    groups.push(WALLETCONNECT_QR_MODAL_META)
    if (purpose === 'pairing') groups.push(WALLETCONNECT_QR_MODAL_VIEWS_META)
  }
  for (const group of groups) filesListedIn(group).forEach(modulePreload)
}
