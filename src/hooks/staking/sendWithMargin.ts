// Every staking write: estimate the gas, pad it 10%, send through the wallet, record the transaction, return the hash.
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'
import type { Contract } from '@ethersproject/contracts'

import { calculateGasMargin } from '@/utils/gas'

export async function sendWithMargin(
  contract: Contract,
  method: string,
  args: readonly unknown[],
  record: (response: TransactionResponse) => void,
): Promise<string> {
  const estimate: BigNumber = await contract.estimateGas[method](...args)
  const response: TransactionResponse = await contract[method](...args, { gasLimit: calculateGasMargin(estimate) })
  record(response)
  return response.hash
}
