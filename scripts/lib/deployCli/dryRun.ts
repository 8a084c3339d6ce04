// `npm run deploy -- --dry-run`: the plan, step by step, with each step's gas measured in a rehearsal and the cost
// of the steps still to do at the chain's current gas price. Nothing is sent to the chain.
import { BigNumber, type providers } from 'ethers'
import { formatEther, formatUnits } from 'ethers/lib/utils.js'

import { type SuiteConfig } from '../suite'
import { type Progress } from '../suite/progress'
import { rehearse } from '../suite/rehearsal'

// Stands in for the deployer when no key is given: the plan and gas are the same, only the addresses differ.
const PLACEHOLDER = '0x00000000000000000000000000000000DeaDBeef'

export interface DryRunInput {
  provider: providers.JsonRpcProvider
  chainId: number
  config: SuiteConfig
  deployer?: string
  progress?: Progress
  print: (line: string) => void
}

export async function dryRun({ provider, chainId, config, deployer, progress, print }: DryRunInput): Promise<void> {
  const from = deployer ?? PLACEHOLDER
  const done = progress?.steps ?? {}
  // Addresses depend on the nonce the plan started at: a resumed plan is rehearsed from its first step's nonce.
  const firstNonce = Object.values(done).reduce((low, record) => Math.min(low, record.nonce), Infinity)
  const nonce = Number.isFinite(firstNonce) ? firstNonce : await provider.getTransactionCount(from, 'pending')
  const steps = await rehearse(config, chainId, from, nonce)
  const gasPrice = await provider.getGasPrice()

  print(
    `Plan for chain ${chainId}${deployer ? ` from ${deployer}` : ' (no DEPLOYER_PRIVATE_KEY: addresses are examples)'}:`,
  )
  let gasToDo = BigNumber.from(0)
  steps.forEach(({ step, gasUsed, address }, i) => {
    const isDone = done[step.id]?.done === true
    if (!isDone) gasToDo = gasToDo.add(gasUsed)
    const where = address ? ` → ${address}` : ''
    print(
      `  ${String(i + 1).padStart(2)}. ${step.what}${where}  gas ${gasUsed.toNumber().toLocaleString('en-US')}${isDone ? '  (done)' : ''}`,
    )
  })
  const cost = gasToDo.mul(gasPrice)
  print(
    `Estimated: ${gasToDo.toNumber().toLocaleString('en-US')} gas × ${formatUnits(gasPrice, 'gwei')} gwei ≈ ` +
      `${formatEther(cost)} of the native coin (gas measured on a rehearsal node; the price moves).`,
  )
  if (deployer) {
    const balance = await provider.getBalance(deployer)
    print(`Deployer balance: ${formatEther(balance)}${balance.lt(cost) ? '  — not enough for the estimate' : ''}`)
  }
}
