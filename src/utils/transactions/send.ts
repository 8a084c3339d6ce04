// The one way a write reaches the wallet: estimate the gas of the populated call, pad it 10%, send it through the
// signer, and hand the response to the recorder before anyone else sees it. No React: hooks bind the signer and
// the store's recorder (useSendTransaction), integration tests bind a node's signer.
import type { TransactionRequest, TransactionResponse } from '@ethersproject/abstract-provider'
import type { Signer } from '@ethersproject/abstract-signer'
import type { BigNumber, BigNumberish } from '@ethersproject/bignumber'
import type { BaseContract } from '@ethersproject/contracts'

import { calculateGasMargin } from './gas'

/**
 * A call as `contract.populateTransaction.method(...args, { value })` returns it, so typed contracts check the
 * method and its arguments at compile time.
 */
export type PopulatedCall = TransactionRequest | Promise<TransactionRequest>

/**
 * The calls a write would send now, in the order it tries them (the first that estimates goes out): what its confirm
 * dialog estimates the network fee of. Built by the same code the write sends from.
 */
export type BuildCalls = () => Promise<PopulatedCall[]>

export interface SendOptions {
  /** The caller already estimated this call (swap and remove try several candidates): not estimated again. */
  gasEstimate?: BigNumber
  /** Records the sent transaction (the store's transaction list), before the response is returned. */
  onSent?: (response: TransactionResponse) => void
}

/** What the candidate-picking writes (swap, remove, approve) are handed: send one call, maybe already estimated. */
export type Send = (call: PopulatedCall, gasEstimate?: BigNumber) => Promise<TransactionResponse>

export async function sendTransaction(
  signer: Signer,
  call: PopulatedCall,
  { gasEstimate, onSent }: SendOptions = {},
): Promise<TransactionResponse> {
  const transaction = await call
  const estimate = gasEstimate ?? (await signer.estimateGas(transaction))
  const response = await signer.sendTransaction({ ...transaction, gasLimit: calculateGasMargin(estimate) })
  onSent?.(response)
  return response
}

/**
 * A call whose method is chosen at run time (the swap, add and remove routers' variants): populated through the
 * contract's untyped side, with the native coin sent along when there is any.
 */
export function populateCall(
  contract: BaseContract,
  methodName: string,
  args: readonly unknown[],
  value?: BigNumberish,
): Promise<TransactionRequest> {
  return contract.populateTransaction[methodName](...args, value === undefined ? {} : { value })
}

/** A Send through this signer, recording nothing: for callers outside React (integration tests, scripts). */
export function sendWith(signer: Signer): Send {
  return (call, gasEstimate) => sendTransaction(signer, call, { gasEstimate })
}
