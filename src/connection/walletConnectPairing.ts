// The pairing URI of the WalletConnect attempt under way, when the app shows it itself (on a phone, as links that
// open a wallet) rather than in Reown's modal. Kept outside React: the connector publishes it, the wallet dialog reads it.
import { useSyncExternalStore } from 'react'

let pairingUri: string | undefined
const listeners = new Set<() => void>()

export function setPairingUri(next: string | undefined): void {
  if (next === pairingUri) return
  pairingUri = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const current = () => pairingUri

export function usePairingUri(): string | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined)
}
