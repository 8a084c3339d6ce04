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
    __venomWallet?: (method: string, params: unknown[]) => Promise<WalletResponse>
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
