// Auto-connect at start: the injected wallet when it already authorised this site, or any injected wallet
// on mobile (wallet browsers connect without a prompt). web3-react follows its chain and account events.
import { useEffect } from 'react'

import { WalletKind } from '@/config/wallets'

import { activateWallet, markConnected } from './activation'
import { hasInjectedWallet, isMetaMaskInjected, isMobileBrowser } from './injected'
import { metaMask, metaMaskStore } from './metaMask'

let attempted = false

export function useEagerConnect(): void {
  useEffect(() => {
    // Once per page: StrictMode runs effects twice and the header may remount.
    if (attempted || !hasInjectedWallet()) return
    attempted = true
    const kind = isMetaMaskInjected() ? WalletKind.METAMASK : WalletKind.INJECTED
    if (isMobileBrowser()) {
      void activateWallet(kind)
      return
    }
    // Asks eth_accounts only; an unauthorised wallet simply stays disconnected.
    void Promise.resolve(metaMask.connectEagerly()).then(() => {
      if (metaMaskStore.getState().accounts?.length) markConnected(kind)
    })
  }, [])
}
