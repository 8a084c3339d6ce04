// Estimates every candidate swap call, sends the first that estimates through the one transaction path, and turns
// every failure into the spec's error. No React: the hook and the integration test against Anvil both run it.
import type { TransactionRequest, TransactionResponse } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'
import type { BaseContract } from '@ethersproject/contracts'

import { populateCall, type Send } from '@/utils/transactions/send'

import type { SwapParameters } from './swapCalls'
import { estimateRevertError, sendFailureError, SwapError } from './swapErrors'

export interface SwapCall {
  /** The router (V2) or the input token's exchange (V1), connected to the sender's signer. */
  contract: BaseContract
  parameters: SwapParameters
}

export type EstimatedSwapCall = { call: SwapCall; gasEstimate: BigNumber } | { call: SwapCall; error: SwapError }

/** The native coin sent along; none for a zero value ('0x0'). */
function valueOf(value: string): string | undefined {
  return /^0x0*$/.test(value) ? undefined : value
}

function valueOption(value: string): { value?: string } {
  const sent = valueOf(value)
  return sent === undefined ? {} : { value: sent }
}

/** One candidate's transaction as the send path sends it (the confirm dialog estimates its network fee). */
export function populateSwapCall({ contract, parameters }: SwapCall): Promise<TransactionRequest> {
  const { methodName, args, value } = parameters
  return populateCall(contract, methodName, args, valueOf(value))
}

/** Gas for one call; when estimation fails, a static call tells why (or that it would in fact succeed). */
export async function estimateSwapCall(call: SwapCall): Promise<EstimatedSwapCall> {
  const { contract, parameters } = call
  const { methodName, args, value } = parameters
  const options = valueOption(value)
  try {
    return { call, gasEstimate: await contract.estimateGas[methodName](...args, options) }
  } catch (gasError) {
    console.debug('Gas estimate failed, trying eth_call to extract error', methodName, gasError)
    try {
      await contract.callStatic[methodName](...args, options)
      console.debug('Unexpected successful call after failed estimate gas', methodName, gasError)
      return { call, error: new SwapError('gasEstimate') }
    } catch (callError) {
      console.debug('Call threw error', methodName, callError)
      return { call, error: estimateRevertError(callError) }
    }
  }
}

/** The first call that estimated; otherwise the last call's error, or the spec's "none threw" error. */
export function pickEstimatedCall(estimates: EstimatedSwapCall[]): { call: SwapCall; gasEstimate: BigNumber } {
  const found = estimates.find((estimate) => 'gasEstimate' in estimate)
  if (found && 'gasEstimate' in found) return found
  const errors = estimates.filter((estimate) => 'error' in estimate)
  const last = errors[errors.length - 1]
  if (last && 'error' in last) throw last.error
  throw new SwapError('noCallError')
}

/** Estimates all candidates in parallel, sends the chosen one with its estimate; throws SwapError. */
export async function selectAndSendSwapCall(
  calls: SwapCall[],
  send: Send,
): Promise<{ response: TransactionResponse; call: SwapCall }> {
  const estimates = await Promise.all(calls.map(estimateSwapCall))
  const { call, gasEstimate } = pickEstimatedCall(estimates)
  const { methodName, args, value } = call.parameters
  try {
    const response = await send(populateSwapCall(call), gasEstimate)
    return { response, call }
  } catch (error) {
    const failure = sendFailureError(error)
    if (failure.code !== 'rejected') console.error('Swap failed', error, methodName, args, value)
    throw failure
  }
}
