// The wallet the user chose, so the next visit reconnects to it: an announced (EIP-6963) one by its rdns, rather
// than whatever holds window.ethereum, or WalletConnect (whose SDK keeps the session itself). Validated on load like
// every stored value: anything else is dropped.
import { browserStorage } from '@/utils/storage/browserStorage'
import { warnDropped } from '@/utils/storage/warnDropped'

import { REMEMBERED_WALLET_KEY } from './announced'
import { isRdns } from './eip6963'

export { REMEMBERED_WALLET_KEY }

/** Stored for WalletConnect: not an rdns (it has no dot), so it cannot be mistaken for an announced wallet. */
export const REMEMBERED_WALLETCONNECT = 'walletconnect'

const isRemembered = (value: unknown): value is string => value === REMEMBERED_WALLETCONNECT || isRdns(value)

/** The stored rdns or REMEMBERED_WALLETCONNECT, or undefined when nothing (valid) is stored. */
export function parseRememberedWallet(raw: string | null): string | undefined {
  if (raw === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = raw
  }
  if (isRemembered(value)) return value.toLowerCase()
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

/**
 * Remembers the chosen announced wallet (its rdns) or WalletConnect (REMEMBERED_WALLETCONNECT); undefined (another
 * kind of wallet was chosen, or the session ended) forgets it.
 */
export function rememberWallet(choice: string | undefined): void {
  const store = browserStorage()
  if (!store) return
  if (isRemembered(choice)) store.setItem(REMEMBERED_WALLET_KEY, JSON.stringify(choice.toLowerCase()))
  else store.removeItem(REMEMBERED_WALLET_KEY)
}
