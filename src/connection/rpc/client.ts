// The app's read client for one chain: an EIP-1193 `request` over the batching, falling-back transport.
import { createBatcher, type RequestOptions } from './batch'
import { createFallbackSender, type FallbackSenderOptions } from './fallback'

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export interface Eip1193Client {
  /** EIP-1193's request; `options.rider` waits for the next batch that something else sends (./batch). */
  request(args: RequestArguments, options?: RequestOptions): Promise<unknown>
}

export interface RpcClientOptions extends FallbackSenderOptions {
  chainId: number
  waitMs?: number
}

export function createRpcClient({ chainId, waitMs, ...sender }: RpcClientOptions): Eip1193Client {
  const batcher = createBatcher({ send: createFallbackSender({ ...sender, chainId }), waitMs })
  const chainIdHex = `0x${chainId.toString(16)}`
  return {
    async request({ method, params }, options) {
      // The chain is fixed per client, so asking the node would only cost a round trip.
      if (method === 'eth_chainId') return chainIdHex
      return batcher.request(method, Array.isArray(params) ? params : params === undefined ? [] : [params], options)
    },
  }
}
