// ethers' Web3Provider over the app's batching JSON-RPC client: what a ReadProvider (./readProvider) hands its reads
// to. Imported only from there, with the first read, so ethers' providers stay off the first load.
import { Web3Provider } from '@ethersproject/providers'

import { createRpcClient, type RpcClientOptions } from './rpc/client'

export interface ReadProviderOptions extends RpcClientOptions {
  pollingIntervalMs?: number
}

export function createWeb3Provider(options: ReadProviderOptions): Web3Provider {
  const { pollingIntervalMs, ...clientOptions } = options
  const provider = new Web3Provider(createRpcClient(clientOptions), options.chainId)
  if (pollingIntervalMs) provider.pollingInterval = pollingIntervalMs
  return provider
}
