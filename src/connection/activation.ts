// The wallet connection the user asked for: which kind, whether it is under way, and how it failed.
// Kept outside React so the header button and the wallet modal see the same attempt.
import { useSyncExternalStore } from 'react'

import type { WalletKind } from '@/config/wallets'

import { connectorFor, connectors } from './connectors'
import type { AnnouncedWallet, WalletInfo } from './eip6963'

/** `wallet`: the announced (EIP-6963) wallet behind the ANNOUNCED kind, for its name and icon. */
export type ActivationState =
  | { status: 'idle'; kind?: WalletKind; wallet?: WalletInfo }
  | { status: 'pending'; kind: WalletKind; wallet?: WalletInfo }
  | { status: 'error'; kind: WalletKind; wallet?: WalletInfo; error: unknown }

const IDLE: ActivationState = { status: 'idle' }
let state: ActivationState = IDLE
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

/** The prerendered page (and so the hydrating render) shows no connection under way. */
export function useActivationState(): ActivationState {
  return useSyncExternalStore(subscribe, getActivationState, () => IDLE)
}

/** Connects the chosen wallet (an announced one through its own provider); only one connector stays active so
 * web3-react reports the chosen one. */
export async function activateWallet(kind: WalletKind, announced?: AnnouncedWallet): Promise<boolean> {
  const connector = connectorFor(kind)
  if (!connector) return false
  const wallet = announced?.info
  setState({ status: 'pending', kind, wallet })
  try {
    for (const [other, , store] of connectors) {
      if (other !== connector && store.getState().chainId !== undefined) await other.resetState()
    }
    await connector.activate(announced?.provider)
    // A newer attempt (Try Again, another wallet) owns the state now.
    if (state.status === 'pending' && state.kind === kind && state.wallet === wallet)
      setState({ status: 'idle', kind, wallet })
    return true
  } catch (error) {
    console.error(`Error connecting ${kind}`, error)
    if (state.status === 'pending' && state.kind === kind && state.wallet === wallet)
      setState({ status: 'error', kind, wallet, error })
    return false
  }
}

/** Forget a failed attempt, e.g. when the user goes back to the list. */
export function clearActivationError(): void {
  if (state.status === 'error') setState({ status: 'idle' })
}

/** The wallet the eager connection found, so the account view can name it. */
export function markConnected(kind: WalletKind, wallet?: WalletInfo): void {
  setState({ status: 'idle', kind, wallet })
}
