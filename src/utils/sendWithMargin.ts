// A contract write as every hook sends it: estimate the gas, pad it 10%, send through the wallet, record the
// transaction, return the hash.
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'

import { calculateGasMargin } from './gas'

export async function sendWithMargin(
  contract: Contract,
  method: string,
  args: readonly unknown[],
  record: (response: TransactionResponse) => void,
  /** The native coin sent along (payable methods), in wei. */
  value?: BigNumber,
): Promise<string> {
  const payment = value ? [{ value }] : []
  const estimate: BigNumber = await contract.estimateGas[method](...args, ...payment)
  const response: TransactionResponse = await contract[method](...args, {
    ...payment[0],
    gasLimit: calculateGasMargin(estimate),
  })
  record(response)
  return response.hash
}
