// Estimates a write's network fee the way the send path picks its call: every candidate's gas in parallel, the
// first that estimates counts, together with the node's gas price, all asked in one tick (one batch). No React.
import { networkFeeWei } from './networkFee'
import type { NodeRequest, RpcTransaction } from './rpcTransaction'

export interface NetworkFeeEstimate {
  gas: bigint
  gasPrice: bigint
  /** gas × gas price, raw units of the native coin. */
  fee: bigint
}

const quantity = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) throw new Error('Not a quantity')
  return BigInt(value)
}

/** Rejects when no candidate estimates (the flow itself says why when the user confirms) or the node fails. */
export async function estimateNetworkFee(
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
): Promise<NetworkFeeEstimate> {
  if (transactions.length === 0) throw new Error('No call to estimate')
  const [estimates, gasPrice] = await Promise.all([
    Promise.allSettled(
      transactions.map(async (transaction) => quantity(await request('eth_estimateGas', [transaction]))),
    ),
    request('eth_gasPrice', []).then(quantity),
  ])
  const first = estimates.find((estimate) => estimate.status === 'fulfilled')
  if (!first) throw new Error('No candidate call estimates')
  const fee = networkFeeWei(first.value, gasPrice)
  if (fee === undefined) throw new Error('Negative gas or gas price')
  return { gas: first.value, gasPrice, fee }
}
