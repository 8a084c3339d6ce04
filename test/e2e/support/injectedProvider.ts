// Runs inside the page (serialised by Playwright): a MetaMask-like EIP-1193 provider whose requests are
// answered by the test's wallet in Node through the exposed `__venomWallet` binding.

interface WalletResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

type Listener = (payload: unknown) => void

declare global {
  interface Window {
    ethereum?: unknown
    /** `via`: which announced provider sent the request (undefined: window.ethereum). */
    __venomWallet?: (method: string, params: unknown[], via?: string) => Promise<WalletResponse>
    __venomWalletEmit?: (event: string, payload: unknown) => void
  }
}

export function installInjectedProvider(): void {
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      const bridge = window.__venomWallet
      if (!bridge) throw Object.assign(new Error('Wallet bridge missing'), { code: -32603 })
      const response = await bridge(method, params ?? [])
      if (response.error) {
        throw Object.assign(new Error(response.error.message), { code: response.error.code, data: response.error.data })
      }
      return response.result
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
  window.__venomWalletEmit = (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload))
}

/** An EIP-6963 announcement: `info` is sent as given (tests announce hostile ones too); `via` tags the requests. */
export interface AnnouncementOptions {
  info: Record<string, unknown>
  via: string
}

/**
 * Runs inside the page after installInjectedProvider: a second provider object, distinct from window.ethereum,
 * announced by EIP-6963 (at once and on every `eip6963:requestProvider`). It reaches the same test wallet, with
 * its requests tagged, and hears the wallet's events too.
 */
export function installAnnouncedProvider({ info, via }: AnnouncementOptions): void {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      const bridge = window.__venomWallet
      if (!bridge) throw Object.assign(new Error('Wallet bridge missing'), { code: -32603 })
      const response = await bridge(method, params ?? [], via)
      if (response.error) {
        throw Object.assign(new Error(response.error.message), { code: response.error.code, data: response.error.data })
      }
      return response.result
    },
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const emitInjected = window.__venomWalletEmit
  window.__venomWalletEmit = (event, payload) => {
    emitInjected?.(event, payload)
    listeners.get(event)?.forEach((listener) => listener(payload))
  }
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
