// Tries each candidate removal call in order: the first whose gas estimates goes out through the one transaction
// path. No React, so the hook and the integration test against Anvil both run it.
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'
import type { BaseContract } from '@ethersproject/contracts'

import { populateCall, type Send } from '@/utils/transactions/send'
import { errorMessage, isUserRejection } from '@/utils/transactions/walletError'

import type { RemoveCall } from './removeLiquidityCalls'
import { RemoveLiquidityError } from './removeLiquidityErrors'

/** The first call that estimates and its estimate, or the spec's "would fail" error when none does. */
export async function firstEstimatedCall(
  router: Pick<BaseContract, 'estimateGas'>,
  calls: RemoveCall[],
): Promise<{ call: RemoveCall; gasEstimate: BigNumber }> {
  for (const call of calls) {
    try {
      const gasEstimate: BigNumber = await router.estimateGas[call.methodName](...call.args)
      return { call, gasEstimate }
    } catch (error) {
      console.debug('estimateGas failed', call.methodName, call.args, error)
    }
  }
  throw new RemoveLiquidityError('wouldFail')
}

/** Sends the first call that estimates; throws a RemoveLiquidityError (REJECTED for the wallet's refusal). */
export async function sendRemoveLiquidity(
  router: BaseContract,
  calls: RemoveCall[],
  send: Send,
): Promise<{ response: TransactionResponse; call: RemoveCall }> {
  const { call, gasEstimate } = await firstEstimatedCall(router, calls)
  try {
    const response = await send(populateCall(router, call.methodName, call.args), gasEstimate)
    return { response, call }
  } catch (error) {
    if (isUserRejection(error)) throw new RemoveLiquidityError('rejected')
    console.error('Remove liquidity failed', error, call.methodName, call.args)
    throw new RemoveLiquidityError('failed', errorMessage(error), { cause: error })
  }
}
