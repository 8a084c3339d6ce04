// The spec's auto-connect rule: at start, the injected wallet connects if it already authorised this site, or
// on mobile whenever one is present (a wallet's in-app browser connects without asking). A remembered announced
// (EIP-6963) wallet that is present takes the injected wallet's place.

export interface EagerInputs {
  isMobile: boolean
  /** window.ethereum is present. */
  hasInjected: boolean
  /** The announced wallet chosen last time announced itself again. */
  hasRememberedAnnounced: boolean
}

/** `request`: ask for accounts (eth_requestAccounts); otherwise only read the authorised ones (eth_accounts). */
export interface EagerPlan {
  wallet: 'announced' | 'injected'
  request: boolean
}

export function eagerPlan({ isMobile, hasInjected, hasRememberedAnnounced }: EagerInputs): EagerPlan | undefined {
  if (hasRememberedAnnounced) return { wallet: 'announced', request: isMobile }
  if (hasInjected) return { wallet: 'injected', request: isMobile }
  return undefined
}
