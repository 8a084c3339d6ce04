// Adapts the callback-style web3 providers of older hosted-wallet SDKs (Fortmatic, Portis) to EIP-1193.
import type { Provider, RequestArguments } from '@web3-react/types'

interface JsonRpcResponse {
  result?: unknown
  error?: { code?: number; message?: string; data?: unknown }
}

export interface LegacyProvider {
  request?: (args: RequestArguments) => Promise<unknown>
  sendAsync?: (payload: object, callback: (error: unknown, response?: JsonRpcResponse) => void) => void
  on?: (event: string, listener: (...args: unknown[]) => void) => unknown
  removeListener?: (event: string, listener: (...args: unknown[]) => void) => unknown
}

let nextId = 1

export function toEip1193(legacy: LegacyProvider): Provider {
  const provider: Provider = {
    request(args) {
      if (legacy.request) return legacy.request(args)
      const sendAsync = legacy.sendAsync
      if (!sendAsync) return Promise.reject(new Error('The wallet provider cannot send requests.'))
      return new Promise((resolve, reject) => {
        sendAsync.call(
          legacy,
          { jsonrpc: '2.0', id: nextId++, method: args.method, params: args.params ?? [] },
          (error, response) => {
            if (error) reject(error)
            else if (response?.error)
              reject(Object.assign(new Error(response.error.message ?? 'Wallet request failed'), response.error))
            else resolve(response?.result)
          },
        )
      })
    },
    // Old SDKs do not always emit events: listening is best effort.
    on(event, listener) {
      legacy.on?.call(legacy, String(event), listener)
      return provider
    },
    removeListener(event, listener) {
      legacy.removeListener?.call(legacy, String(event), listener)
      return provider
    },
  }
  return provider
}
