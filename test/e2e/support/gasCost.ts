// What a mined transaction cost its sender in the native coin, to balance native-coin checks exactly.
import type { BigNumber } from 'ethers'

import type { LocalChain } from './fixtures'
import { minedReceipt } from './receipts'

export async function gasCost(chain: LocalChain, hash: string): Promise<BigNumber> {
  const receipt = await minedReceipt(chain.provider, hash)
  return receipt.gasUsed.mul(receipt.effectiveGasPrice)
}
