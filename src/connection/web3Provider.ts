// ethers' Web3Provider over the app's batching JSON-RPC client: what a ReadProvider (./readProvider) hands the reads
// it does not send itself. Imported only from there, with the first such read.
import { Web3Provider } from '@ethersproject/providers'

import type { Eip1193Client } from './rpc/client'

export function createWeb3Provider(
  client: Eip1193Client,
  { chainId, pollingIntervalMs }: { chainId: number; pollingIntervalMs?: number },
): Web3Provider {
  const provider = new Web3Provider(client, chainId)
  if (pollingIntervalMs) provider.pollingInterval = pollingIntervalMs
  return provider
}
