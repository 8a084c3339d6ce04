// The announced (EIP-6963) wallet the user chose, by rdns, so the next visit reconnects to it rather than to
// whatever holds window.ethereum. Validated on load like every stored value: anything else is dropped.
import { browserStorage } from '@/utils/storage/browserStorage'
import { warnDropped } from '@/utils/storage/warnDropped'

import { REMEMBERED_WALLET_KEY } from './announced'
import { isRdns } from './eip6963'

export { REMEMBERED_WALLET_KEY }

/** The stored rdns, or undefined when nothing (valid) is stored. */
export function parseRememberedWallet(raw: string | null): string | undefined {
  if (raw === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = raw
  }
  if (isRdns(value)) return value.toLowerCase()
  warnDropped(REMEMBERED_WALLET_KEY, value)
  return undefined
}

export function loadRememberedWallet(): string | undefined {
  const store = browserStorage()
  const raw = store?.getItem(REMEMBERED_WALLET_KEY) ?? null
  const rdns = parseRememberedWallet(raw)
  if (raw !== null && rdns === undefined) store?.removeItem(REMEMBERED_WALLET_KEY)
  return rdns
}

/** Remembers the chosen announced wallet; undefined (another kind of wallet was chosen) forgets it. */
export function rememberWallet(rdns: string | undefined): void {
  const store = browserStorage()
  if (!store) return
  if (rdns !== undefined && isRdns(rdns)) store.setItem(REMEMBERED_WALLET_KEY, JSON.stringify(rdns.toLowerCase()))
  else store.removeItem(REMEMBERED_WALLET_KEY)
}
