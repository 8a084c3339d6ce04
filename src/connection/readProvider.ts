// ethers providers over the app's batching JSON-RPC client: one per chain, created when first asked for.
import { Web3Provider } from '@ethersproject/providers'

import { CHAINS, isSupportedChain } from '@/config/chains'

import { createRpcClient, type RpcClientOptions } from './rpc/client'

export function createReadProvider(options: RpcClientOptions & { pollingIntervalMs?: number }): Web3Provider {
  const { pollingIntervalMs, ...clientOptions } = options
  const provider = new Web3Provider(createRpcClient(clientOptions), options.chainId)
  if (pollingIntervalMs) provider.pollingInterval = pollingIntervalMs
  return provider
}

const providers = new Map<number, Web3Provider>()

/** The read provider of a supported chain, shared by everything that reads from it. */
export function getReadProvider(chainId: number): Web3Provider {
  if (!isSupportedChain(chainId)) throw new Error(`Unsupported network ID: ${chainId}`)
  let provider = providers.get(chainId)
  if (!provider) {
    const chain = CHAINS[chainId]
    provider = createReadProvider({ chainId, urls: chain.rpcUrls, pollingIntervalMs: chain.blockPollingMs })
    providers.set(chainId, provider)
  }
  return provider
}
