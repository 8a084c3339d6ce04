// Estimates a write's network fee the way the send path picks its call: every candidate's gas in parallel, the
// first that estimates counts, together with the node's gas price (one batch on the app's read provider). No React.
import type { TransactionRequest } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'

import { networkFeeWei } from './networkFee'
import type { PopulatedCall } from './send'

/** What the estimate needs of a provider (the app's read provider). */
export interface FeeProvider {
  estimateGas(transaction: TransactionRequest): Promise<BigNumber>
  getGasPrice(): Promise<BigNumber>
}

export interface NetworkFeeEstimate {
  gas: bigint
  gasPrice: bigint
  /** gas × gas price, raw units of the native coin. */
  fee: bigint
}

/** Rejects when no candidate estimates (the flow itself says why when the user confirms) or the node fails. */
export async function estimateNetworkFee(
  provider: FeeProvider,
  from: string,
  calls: readonly PopulatedCall[],
): Promise<NetworkFeeEstimate> {
  if (calls.length === 0) throw new Error('No call to estimate')
  const transactions = await Promise.all(calls)
  const [estimates, gasPrice] = await Promise.all([
    Promise.allSettled(transactions.map((transaction) => provider.estimateGas({ ...transaction, from }))),
    provider.getGasPrice(),
  ])
  const first = estimates.find((estimate) => estimate.status === 'fulfilled')
  if (!first) throw new Error('No candidate call estimates')
  const gas = BigInt(first.value.toString())
  const price = BigInt(gasPrice.toString())
  const fee = networkFeeWei(gas, price)
  if (fee === undefined) throw new Error('Negative gas or gas price')
  return { gas, gasPrice: price, fee }
}
