// A fresh Anvil node for one suite of contract tests: accounts, a provider, mining and deploys.
import { type Contract, type providers } from 'ethers'
import { afterAll, beforeAll } from 'vitest'

import { type AnvilNode, type AnvilOptions, rpc, startAnvil } from '../../../scripts/lib/anvil'
import { type ArtifactName } from '../../../scripts/lib/artifacts'
import { deploy } from '../../../scripts/lib/contracts'
import { forgetChainHistory, localProvider } from '../../../scripts/lib/seed'

export interface TestNode {
  url: string
  provider: providers.JsonRpcProvider
  accounts: string[]
  signer(index: number): providers.JsonRpcSigner
  deploy(name: ArtifactName, ...args: unknown[]): Promise<Contract>
  /** Mines `count` empty blocks; the next transaction lands in the block after them. */
  mine(count: number): Promise<void>
  blockNumber(): Promise<number>
  /** Runs `send` with automine off, then mines one block holding every transaction it sent. */
  inOneBlock(send: () => Promise<unknown>): Promise<void>
  snapshot(): Promise<string>
  revert(id: string): Promise<void>
}

/** Registers the node's start and stop with the suite; its fields are ready inside tests and hooks. */
export function useNode(options: Pick<AnvilOptions, 'keepHistory'> = {}): TestNode {
  let anvil: AnvilNode
  const node = {} as TestNode
  beforeAll(async () => {
    anvil = await startAnvil(options)
    const provider = localProvider(anvil.url)
    Object.assign(node, {
      url: anvil.url,
      provider,
      accounts: await provider.listAccounts(),
      signer: (index: number) => provider.getSigner(index),
      deploy: (name: ArtifactName, ...args: unknown[]) => deploy(provider.getSigner(0), name, ...args),
      mine: async (count: number) => {
        if (count > 0) await rpc(anvil.url, 'anvil_mine', [`0x${count.toString(16)}`])
      },
      // Not provider.getBlockNumber(): ethers never lets it go down, and reverts to a snapshot do.
      blockNumber: async () => Number(await rpc<string>(anvil.url, 'eth_blockNumber')),
      inOneBlock: async (send: () => Promise<unknown>) => {
        await rpc(anvil.url, 'evm_setAutomine', [false])
        try {
          await send()
          await rpc(anvil.url, 'evm_mine')
        } finally {
          await rpc(anvil.url, 'evm_setAutomine', [true])
        }
      },
      snapshot: () => rpc<string>(anvil.url, 'evm_snapshot'),
      revert: async (id: string) => {
        await rpc(anvil.url, 'evm_revert', [id])
        forgetChainHistory(provider)
      },
    } satisfies TestNode)
  })
  afterAll(async () => {
    await anvil?.stop()
  })
  return node
}
