// Where the build lists the script files that picking WalletConnect loads (scripts/lib/preloadListPlugin.ts writes
// them into index.html; walletConnectPreload.ts reads them): one <meta> per group, its content the files' paths.

/** The connector, WalletConnect's provider and the app's options for it: what every pairing and reconnection runs. */
export const WALLETCONNECT_CONNECTOR_META = 'venom-preload-walletconnect'
/** Reown's modal, which the provider creates as it starts where the pairing is shown as a QR code. */
export const WALLETCONNECT_QR_MODAL_META = 'venom-preload-walletconnect-qr-modal'
/** The modal's views, which it imports the first time it opens: to pair, not to restore a session. */
export const WALLETCONNECT_QR_MODAL_VIEWS_META = 'venom-preload-walletconnect-qr-modal-views'
