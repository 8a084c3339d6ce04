// Auto-connect at start (loaded after the first render, off the first load): restores the WalletConnect session
// chosen last time if the SDK still holds it, else discovers announced wallets and follows eagerPlan. web3-react
// follows the chain and account events afterwards.
import { WalletKind } from '@/config/wallets'

import { activateWallet, markConnected } from './activation'
import { announced, announcedStore } from './announced'
import { announcedWallets, discoverWallets } from './announcedWallets'
import { eagerPlan } from './eagerPlan'
import { hasInjectedWallet, isMetaMaskInjected, isMobileBrowser } from './injected'
import { metaMask, metaMaskStore } from './metaMask'
import { loadRememberedWallet, REMEMBERED_WALLETCONNECT, rememberWallet } from './rememberedWallet'
import { walletConnectConnection } from './walletConnect'
import { preloadWalletConnect } from './walletConnectPreload'

/** The session the SDK kept in this browser, without asking the phone; false when there is none any more. */
async function restoreWalletConnect(): Promise<boolean> {
  if (!walletConnectConnection) return false
  const [connector, , store] = walletConnectConnection
  preloadWalletConnect('restoring')
  try {
    await connector.connectEagerly()
  } catch {
    return false // the phone ended it, or it expired
  }
  if (!store.getState().accounts?.length) return false
  markConnected(WalletKind.WALLET_CONNECT)
  return true
}

export async function connectAtStart(): Promise<void> {
  let rdns = loadRememberedWallet()
  if (rdns === REMEMBERED_WALLETCONNECT) {
    if (await restoreWalletConnect()) return
    rememberWallet(undefined)
    rdns = undefined
  }
  discoverWallets()
  const remembered = rdns === undefined ? undefined : announcedWallets.find(rdns)
  const plan = eagerPlan({
    isMobile: isMobileBrowser(),
    hasInjected: hasInjectedWallet(),
    hasRememberedAnnounced: remembered !== undefined,
  })
  if (!plan) return
  if (plan.wallet === 'announced' && remembered) {
    if (plan.request) await activateWallet(WalletKind.ANNOUNCED, remembered)
    else {
      // A wallet that refuses eth_accounts stays disconnected, like an unauthorised one.
      await Promise.resolve(announced.connectEagerly(remembered.provider)).catch(() => undefined)
      if (announcedStore.getState().accounts?.length) markConnected(WalletKind.ANNOUNCED, remembered.info)
      else await announced.resetState()
    }
    return
  }
  const kind = isMetaMaskInjected() ? WalletKind.METAMASK : WalletKind.INJECTED
  if (plan.request) {
    await activateWallet(kind)
    return
  }
  await metaMask.connectEagerly()
  if (metaMaskStore.getState().accounts?.length) markConnected(kind)
}
