// The receipt of a transaction the tests expect mined. Anvil answers eth_sendTransaction with the hash as soon as
// the transaction is in its pool; automine puts it in a block a moment later, and a receipt asked for in between
// is null (foundry-rs/foundry#3537). On a busy machine that moment is long enough to fail a test that reads once.
import { type providers } from 'ethers'

import { expect } from './fixtures'

export async function minedReceipt(
  provider: providers.JsonRpcProvider,
  hash: string,
  what = `transaction ${hash}`,
): Promise<providers.TransactionReceipt> {
  let receipt: providers.TransactionReceipt | null = null
  await expect
    .poll(async () => (receipt = await provider.getTransactionReceipt(hash)) !== null, { message: `${what} is mined` })
    .toBe(true)
  return receipt!
}
