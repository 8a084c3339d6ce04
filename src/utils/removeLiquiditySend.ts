// Tries each candidate removal call in order: the first whose gas estimates is sent with a 10% margin. No React,
// so the hook and the integration test against Anvil both run it.
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'

import { calculateGasMargin } from './gas'
import type { RemoveCall } from './removeLiquidityCalls'
import { isUserRejection, RemoveLiquidityError, RemoveLiquidityErrorCode } from './removeLiquidityErrors'

/** The first call that estimates and its estimate, or the spec's "would fail" error when none does. */
export async function firstEstimatedCall(
  router: Pick<Contract, 'estimateGas'>,
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
  throw new RemoveLiquidityError(RemoveLiquidityErrorCode.WOULD_FAIL)
}

export async function sendRemoveLiquidity(
  router: Contract,
  calls: RemoveCall[],
): Promise<{ response: TransactionResponse; call: RemoveCall }> {
  const { call, gasEstimate } = await firstEstimatedCall(router, calls)
  try {
    const response: TransactionResponse = await router[call.methodName](...call.args, {
      gasLimit: calculateGasMargin(gasEstimate),
    })
    return { response, call }
  } catch (error) {
    if (isUserRejection(error)) throw new RemoveLiquidityError(RemoveLiquidityErrorCode.REJECTED)
    console.error('Remove liquidity failed', error, call.methodName, call.args)
    const message = (error as { message?: unknown })?.message
    throw new RemoveLiquidityError(
      RemoveLiquidityErrorCode.FAILED,
      typeof message === 'string' ? message : String(error),
    )
  }
}
