// What every seeding step needs: the node, the accounts, the deployed contracts.
import { type Contract, type providers } from 'ethers'

import { rpc } from '../anvil'
import { attach } from '../contracts'
import { type Contracts } from '../deploy'

export interface SeedContext {
  url: string
  provider: providers.JsonRpcProvider
  accounts: string[]
  contracts: Contracts
  /** Pair addresses by 'A/B' as named in demo.ts. */
  pairs: Record<string, string>
  v1Exchanges: Record<string, string>
}

export type TokenSymbol = keyof Contracts['tokens']

export function signer(context: SeedContext, account: number) {
  return context.provider.getSigner(context.accounts[account])
}

export function as<T extends Contract>(contract: T, context: SeedContext, account: number): T {
  return contract.connect(signer(context, account)) as T
}

export function pairContract(context: SeedContext, name: string, account = 0): Contract {
  return attach(signer(context, account), 'UniswapV2Pair', context.pairs[name])
}

export async function deadline(context: SeedContext): Promise<number> {
  const block = await context.provider.getBlock('latest')
  return block.timestamp + 3600
}

export async function mineBlocks(context: SeedContext, count: number): Promise<void> {
  // One second apart, as anvil_mine does by default.
  await rpc(context.url, 'anvil_mine', [`0x${count.toString(16)}`, '0x1'])
}
