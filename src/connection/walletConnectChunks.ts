// Where the build lists the script files that picking WalletConnect loads (scripts/lib/preloadListPlugin.ts writes
// them into index.html; walletConnectPreload.ts reads them): one <meta> per group, its content the files' paths.

/** The connector, WalletConnect's provider and the app's options for it: what every pairing and reconnection runs. */
export const WALLETCONNECT_CONNECTOR_META = 'venom-preload-walletconnect'
/** Reown's modal with its QR code, which the provider loads where the pairing is not handed to a wallet by link. */
export const WALLETCONNECT_QR_MODAL_META = 'venom-preload-walletconnect-qr-modal'
