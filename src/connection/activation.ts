// The wallet connection the user asked for: which kind, whether it is under way, and how it failed.
// Kept outside React so the header button and the wallet modal see the same attempt.
import { useSyncExternalStore } from 'react'

import type { WalletKind } from '@/config/wallets'

import { connectorFor, connectors } from './connectors'

export type ActivationState =
  | { status: 'idle'; kind?: WalletKind }
  | { status: 'pending'; kind: WalletKind }
  | { status: 'error'; kind: WalletKind; error: unknown }

let state: ActivationState = { status: 'idle' }
const listeners = new Set<() => void>()

function setState(next: ActivationState): void {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getActivationState(): ActivationState {
  return state
}

export function useActivationState(): ActivationState {
  return useSyncExternalStore(subscribe, getActivationState)
}

/** Connects the chosen wallet; only one connector stays active so web3-react reports the chosen one. */
export async function activateWallet(kind: WalletKind): Promise<boolean> {
  const connector = connectorFor(kind)
  if (!connector) return false
  setState({ status: 'pending', kind })
  try {
    for (const [other, , store] of connectors) {
      if (other !== connector && store.getState().chainId !== undefined) await other.resetState()
    }
    await connector.activate()
    // A newer attempt (Try Again, another wallet) owns the state now.
    if (state.status === 'pending' && state.kind === kind) setState({ status: 'idle', kind })
    return true
  } catch (error) {
    console.error(`Error connecting ${kind}`, error)
    if (state.status === 'pending' && state.kind === kind) setState({ status: 'error', kind, error })
    return false
  }
}

/** Forget a failed attempt, e.g. when the user goes back to the list. */
export function clearActivationError(): void {
  if (state.status === 'error') setState({ status: 'idle' })
}

/** The wallet the eager connection found, so the account view can name it. */
export function markConnected(kind: WalletKind): void {
  setState({ status: 'idle', kind })
}
