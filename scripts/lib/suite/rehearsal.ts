// A dry run's rehearsal: the whole plan run on a throwaway Anvil node with the target's chain id, from the
// deployer's address and nonce (impersonated), so every step's gas and address is measured rather than guessed.
import { BigNumber } from 'ethers'

import { rpc, startAnvil } from '../anvil'
import { localProvider } from '../seed'
import { type SuiteConfig } from './config/types'
import { deploySuite } from './index'
import { planSteps } from './plan'
import { memoryStore } from './progress'
import { nodeSender } from './sender'
import { type Step } from './steps'

export interface RehearsedStep {
  step: Step
  gasUsed: BigNumber
  /** Creations: where the contract lands if nothing else is sent from the deployer first. */
  address?: string
}

const hex = (value: BigNumber | number) =>
  BigNumber.from(value)
    .toHexString()
    .replace(/^0x0+(?=.)/, '0x')

export async function rehearse(
  config: SuiteConfig,
  chainId: number,
  deployer: string,
  nonce: number,
): Promise<RehearsedStep[]> {
  const node = await startAnvil({ chainId })
  try {
    const provider = localProvider(node.url, chainId)
    await rpc(node.url, 'anvil_impersonateAccount', [deployer])
    await rpc(node.url, 'anvil_setBalance', [deployer, hex(BigNumber.from(10).pow(30))])
    await rpc(node.url, 'anvil_setNonce', [deployer, hex(nonce)])
    const store = memoryStore()
    await deploySuite({ config, sender: nodeSender(provider, deployer), chainId, store, skipExistingCheck: true })
    const records = store.load()?.steps ?? {}
    // Awaited here, not returned: the node stops in `finally`.
    return await Promise.all(
      planSteps(config).map(async (step) => {
        const receipt = await provider.getTransactionReceipt(records[step.id].hash)
        return { step, gasUsed: receipt.gasUsed, address: records[step.id].address }
      }),
    )
  } finally {
    await node.stop()
  }
}
