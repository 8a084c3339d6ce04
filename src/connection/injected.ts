// What the page's injected wallet (window.ethereum) says about itself, and whether this is a mobile browser.

interface InjectedEthereum {
  isMetaMask?: boolean
}

export function injectedEthereum(): InjectedEthereum | undefined {
  if (typeof window === 'undefined') return undefined
  const ethereum = (window as { ethereum?: unknown }).ethereum
  return typeof ethereum === 'object' && ethereum !== null ? (ethereum as InjectedEthereum) : undefined
}

export function hasInjectedWallet(): boolean {
  return injectedEthereum() !== undefined
}

export function isMetaMaskInjected(): boolean {
  return injectedEthereum()?.isMetaMask === true
}

export function isMobileBrowser(): boolean {
  if (typeof navigator === 'undefined') return false
  // Either signal counts: a wallet's web view may report a phone's user agent with a desktop client hint.
  const hint = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile
  return hint === true || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
