// Auto-connect at start (see eagerPlan for the rule). Its code loads after the first render, and only when there is
// a wallet to connect: an injected one, or an announced one chosen before.
import { useEffect } from 'react'

import { REMEMBERED_WALLET_KEY } from './announced'
import { hasInjectedWallet } from './injected'

let attempted = false

function hasRememberedWallet(): boolean {
  try {
    return localStorage.getItem(REMEMBERED_WALLET_KEY) !== null
  } catch {
    return false // storage disabled by the browser
  }
}

export function useEagerConnect(): void {
  useEffect(() => {
    // Once per page: StrictMode runs effects twice and the header may remount.
    if (attempted || !(hasInjectedWallet() || hasRememberedWallet())) return
    attempted = true
    import('./eagerConnect')
      .then(({ connectAtStart }) => connectAtStart())
      .catch((error: unknown) => console.error('Auto-connect failed', error))
  }, [])
}
