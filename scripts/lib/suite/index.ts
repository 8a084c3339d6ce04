// Deploys the whole suite a config describes, resumably, and returns the deployment file's content once complete.
import { type ChainDeployment } from '../deployment'
import { type SuiteConfig } from './config/types'
import { chainDeployment } from './output'
import { factoryInitCodeHash } from './pairs'
import { existingContracts, planSteps } from './plan'
import { type ProgressStore } from './progress'
import { expectCode, runSteps } from './runner'
import { type Sender } from './sender'
import { verifyDeployment } from './verify'

export interface SuiteOptions {
  config: SuiteConfig
  sender: Sender
  chainId: number
  store: ProgressStore
  maxSteps?: number
  log?: (line: string) => void
  /** A dry run's rehearsal node lacks the chain's existing contracts: it skips their check. */
  skipExistingCheck?: boolean
}

export interface SuiteResult {
  /** Every contract's address by step id (and the existing ones the config named). */
  addresses: Record<string, string>
  /** Undefined when the run stopped early (maxSteps). */
  deployment?: ChainDeployment
}

export async function deploySuite(options: SuiteOptions): Promise<SuiteResult> {
  const { config, sender, chainId } = options
  const existing = existingContracts(config)
  // A typo in an existing address would otherwise surface only as a pair or pool nobody can use.
  if (!options.skipExistingCheck) {
    for (const [id, address] of Object.entries(existing)) await expectCode(sender.provider, id, address)
  }
  const { addresses, finished } = await runSteps(planSteps(config), { ...options, existing })
  if (!finished) return { addresses }
  const initCodeHash = await factoryInitCodeHash(sender.provider, addresses.factory)
  const deployment = chainDeployment(config, chainId, addresses, initCodeHash)
  await verifyDeployment(sender.provider, config, addresses, deployment)
  return { addresses, deployment }
}

export { type SuiteConfig } from './config/types'
export { memoryStore } from './progress'
export { nodeSender, walletSender } from './sender'
