// The wallets that announced themselves by EIP-6963, kept for the page's lifetime: late announcements are added
// and the wallet dialog re-renders. One wallet per rdns (the first one wins, so a later script cannot take over
// a listed name), at most MAX_WALLETS of them.
import { useSyncExternalStore } from 'react'

import { type AnnouncedWallet, parseAnnouncement } from './eip6963'

export const MAX_WALLETS = 12

export interface WalletRegistry {
  /** Adds a valid, new announcement; true when the list changed. */
  add(detail: unknown): boolean
  list(): readonly AnnouncedWallet[]
  find(rdns: string): AnnouncedWallet | undefined
  subscribe(listener: () => void): () => void
}

export function createWalletRegistry(): WalletRegistry {
  let wallets: readonly AnnouncedWallet[] = []
  const listeners = new Set<() => void>()
  return {
    add(detail) {
      const wallet = parseAnnouncement(detail)
      if (!wallet || wallets.length >= MAX_WALLETS) return false
      if (wallets.some(({ info }) => info.rdns === wallet.info.rdns || info.uuid === wallet.info.uuid)) return false
      wallets = [...wallets, wallet]
      for (const listener of listeners) listener()
      return true
    },
    list: () => wallets,
    find: (rdns) => wallets.find(({ info }) => info.rdns === rdns),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const announcedWallets = createWalletRegistry()
let listening = false

/** Listens for announcements and asks the wallets to announce; wallets answer synchronously, so a wallet that
 * is present is listed when this returns. */
export function discoverWallets(target: Window = window): void {
  if (listening) return
  listening = true
  target.addEventListener('eip6963:announceProvider', (event) => {
    announcedWallets.add((event as CustomEvent<unknown>).detail)
  })
  target.dispatchEvent(new Event('eip6963:requestProvider'))
}

const NONE_ANNOUNCED: readonly AnnouncedWallet[] = []

/** The prerendered page (and so the hydrating render) knows of no wallet: those announced show right after. */
export function useAnnouncedWallets(): readonly AnnouncedWallet[] {
  return useSyncExternalStore(announcedWallets.subscribe, announcedWallets.list, () => NONE_ANNOUNCED)
}
