// The modal WalletConnect's provider opens to pair (Reown's AppKit) also opens by itself while a session is up: when
// the wallet moves to a chain the app does not serve, it shows its own "unsupported network" screen, which, since the
// provider drives the session and not AppKit, comes up as a QR code to pair again, over the app's Wrong Network
// state. The app speaks for a live session itself (its Wrong Network state and dialog): the modal is for pairing only.

interface PairingModal {
  subscribeState(listener: (state: { open: boolean }) => void): unknown
  close(): unknown
}

interface ProviderWithModal {
  session?: unknown
  modal?: PairingModal
}

const watched = new WeakSet<PairingModal>()

/** Closes the provider's modal whenever it opens while the provider holds a session. */
export function keepModalForPairing(provider: ProviderWithModal | undefined): void {
  const modal = provider?.modal
  if (!modal || watched.has(modal)) return
  watched.add(modal)
  modal.subscribeState(({ open }) => {
    if (open && provider.session) void Promise.resolve(modal.close()).catch(() => undefined)
  })
}
