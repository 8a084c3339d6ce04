/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_CHAIN_ID?: string
  readonly VITE_LOCAL_RPC_URL?: string
  readonly VITE_LOCAL_BLOCK_MS?: string
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string
  readonly VITE_WALLETCONNECT_RELAY_URL?: string
  readonly VITE_FORTMATIC_KEY?: string
  readonly VITE_PORTIS_ID?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
