// Whether the relay that carries the WalletConnect session answers. While it does not, a request the app sends waits
// in the SDK (it is delivered once the relay is back) and the phone sees nothing: the app says so rather than show
// "Confirm this transaction in your wallet" with no word of why nothing happens.
import { useSyncExternalStore } from 'react'

import { WalletKind } from '@/config/wallets'

import { useWalletStatus } from './useWalletStatus'

/** The SDK's relayer events (@walletconnect/core RELAYER_EVENTS). */
const RELAYER_CONNECT = 'relayer_connect'
const RELAYER_DISCONNECT = 'relayer_disconnect'

interface Relayer {
  on(event: string, listener: () => void): unknown
}

/** WalletConnect's ethereum provider: its signer (the universal provider) holds the sign client and its relayer. */
export interface ProviderWithRelayer {
  signer?: { client?: { core?: { relayer?: Relayer } } }
}

let reachable = true
const listeners = new Set<() => void>()
const watched = new WeakSet<Relayer>()

function setReachable(next: boolean): void {
  if (next === reachable) return
  reachable = next
  for (const listener of listeners) listener()
}

/** Follows the relayer of the provider's session (once per relayer). */
export function watchRelay(provider: ProviderWithRelayer | undefined): void {
  const relayer = provider?.signer?.client?.core?.relayer
  if (!relayer || watched.has(relayer)) return
  watched.add(relayer)
  relayer.on(RELAYER_CONNECT, () => setReachable(true))
  relayer.on(RELAYER_DISCONNECT, () => setReachable(false))
}

export function isRelayReachable(): boolean {
  return reachable
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The connected wallet is a WalletConnect session whose relay does not answer. */
export function useWalletRelayLost(): boolean {
  const { kind } = useWalletStatus()
  const relayReachable = useSyncExternalStore(subscribe, isRelayReachable, () => true)
  return kind === WalletKind.WALLET_CONNECT && !relayReachable
}
