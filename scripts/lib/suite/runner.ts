// Runs the steps in order against a chain, recording each before it is broadcast and after it is mined and
// checked, so a run stopped anywhere continues where it stopped and never sends a step twice.
import { type providers } from 'ethers'
import { constants, Contract, ContractFactory } from 'ethers'
import { Interface } from 'ethers/lib/utils.js'
import { getContractAddress } from 'ethers/lib/utils.js'

import { loadArtifact } from '../artifacts'
import { type BlockSpec } from './config/types'
import {
  nextAction,
  type Progress,
  ProgressError,
  type ProgressStore,
  startProgress,
  type StepRecord,
} from './progress'
import { rebroadcast, type Sender } from './sender'
import { fingerprint, isDeploy, type RunContext, type Step } from './steps'

export interface RunOptions {
  sender: Sender
  store: ProgressStore
  chainId: number
  /** Contracts the config names that the deploy does not create, by step id. */
  existing: Record<string, string>
  /** Send at most this many new transactions, then stop (a later run continues). */
  maxSteps?: number
  log?: (line: string) => void
}

export interface RunResult {
  /** Every finished step's contract address and every existing contract, by id. */
  addresses: Record<string, string>
  finished: boolean
}

export async function runSteps(steps: Step[], options: RunOptions): Promise<RunResult> {
  const { sender, store, log = () => undefined } = options
  const { provider } = sender
  const progress = startProgress(store.load(), options.chainId, sender.address)
  const addresses: Record<string, string> = { ...options.existing }
  const ctx = runContext(sender, addresses)
  let sent = 0
  for (const [index, step] of steps.entries()) {
    const label = `[${index + 1}/${steps.length}] ${step.what}`
    const mined = await provider.getTransactionCount(sender.address, 'latest')
    const action = nextAction(step.id, progress.steps[step.id], fingerprint(step), mined)
    if (action.kind === 'send') {
      if (options.maxSteps !== undefined && sent >= options.maxSteps) {
        log(`Stopped after ${sent} new transaction(s), as asked; run again to continue.`)
        return { addresses, finished: false }
      }
      await sendStep(step, ctx, progress, options)
      sent++
    }
    const record = progress.steps[step.id]
    if (action.kind === 'rebroadcast' && record.raw) await rebroadcast(provider, record.raw)
    if (action.kind !== 'skip') await confirm(step, record, sender, action.kind === 'confirm')
    else if (record.address) await expectCode(provider, step.id, record.address)
    store.save(progress)
    if (record.address) addresses[step.id] = record.address
    log(`${label}${record.address ? ` → ${record.address}` : ''}${action.kind === 'skip' ? ' (done before)' : ''}`)
  }
  return { addresses, finished: true }
}

function runContext(sender: Sender, addresses: Record<string, string>): RunContext {
  let base: Promise<number> | undefined
  return {
    deployer: sender.address,
    address(id) {
      const address = addresses[id]
      if (!address) throw new Error(`No address for "${id}" yet: the plan is out of order`)
      return address
    },
    async block(spec: BlockSpec) {
      if (typeof spec === 'number') return spec
      base ??= sender.provider.send('eth_blockNumber', []).then(Number)
      return (await base) + Number(spec.slice(1))
    },
    async pair(tokenA, tokenB) {
      const factory = new Contract(addresses.factory, loadArtifact('UniswapV2Factory').abi as never, sender.provider)
      const pair: string = await factory.getPair(tokenA, tokenB)
      if (pair === constants.AddressZero)
        throw new Error(`No pair of ${tokenA} and ${tokenB} yet: the plan is out of order`)
      return pair
    },
  }
}

async function transactionOf(step: Step, ctx: RunContext, nonce: number): Promise<providers.TransactionRequest> {
  const { abi, bytecode } = loadArtifact(step.artifact)
  if (isDeploy(step)) {
    return new ContractFactory(abi as never, bytecode).getDeployTransaction(...(await step.args(ctx, nonce)))
  }
  const data = new Interface(abi as never).encodeFunctionData(step.method, await step.args(ctx))
  return { to: ctx.address(step.target), data }
}

async function sendStep(step: Step, ctx: RunContext, progress: Progress, options: RunOptions): Promise<void> {
  const { sender, store } = options
  const nonce = await sender.provider.getTransactionCount(sender.address, 'pending')
  if (isDeploy(step) && step.follows) {
    const expected = progress.steps[step.follows].nonce + 1
    if (nonce !== expected) {
      throw new ProgressError(
        `"${step.id}" must be created with nonce ${expected}, right after "${step.follows}" (which names its address), ` +
          `but the deployer's next nonce is ${nonce}: another transaction was sent from this account in between.`,
      )
    }
  }
  const tx = await transactionOf(step, ctx, nonce)
  try {
    await sender.send(tx, nonce, (hash, raw) => {
      progress.steps[step.id] = { fingerprint: fingerprint(step), nonce, hash, raw, done: false }
      store.save(progress)
    })
  } catch (error) {
    // A node that refused the transaction does not know it: forget it, so a later run signs it afresh (with
    // current gas prices). One that may have taken it (the answer was lost) keeps the record, to be rebroadcast.
    const record = progress.steps[step.id]
    if (record && (await isUnknown(sender.provider, record.hash))) {
      delete progress.steps[step.id]
      store.save(progress)
    }
    throw error
  }
}

async function isUnknown(provider: providers.JsonRpcProvider, hash: string): Promise<boolean> {
  try {
    return (await provider.send('eth_getTransactionByHash', [hash])) === null
  } catch {
    return false
  }
}

/** Waits for the step's receipt; a creation's address follows from the nonce and must hold code. */
async function confirm(step: Step, record: StepRecord, sender: Sender, minedBefore: boolean): Promise<void> {
  const { provider } = sender
  const receipt = minedBefore
    ? await provider.getTransactionReceipt(record.hash)
    : await waitForReceipt(provider, record.hash)
  if (!receipt) {
    throw new ProgressError(
      `Step "${step.id}" sent ${record.hash} with nonce ${record.nonce}, but another transaction took that nonce.`,
    )
  }
  if (receipt.status !== 1) throw new Error(`Step "${step.id}" failed: transaction ${record.hash} reverted`)
  if (isDeploy(step)) {
    const address = getContractAddress({ from: sender.address, nonce: record.nonce })
    if (receipt.contractAddress && receipt.contractAddress !== address)
      throw new Error(`Step "${step.id}" created ${receipt.contractAddress}, expected ${address}`)
    await expectCode(provider, step.id, address)
    record.address = address
  }
  record.done = true
  delete record.raw
}

/**
 * Polls for the receipt itself: ethers' waitForTransaction keeps a block poller running in the background, which
 * outlives a rehearsal node and would then fail the process.
 */
async function waitForReceipt(
  provider: providers.JsonRpcProvider,
  hash: string,
): Promise<providers.TransactionReceipt> {
  // Quick at first (a development node mines at once), then at the provider's pace (a real chain's block time).
  for (let delay = 50; ; delay = Math.min(delay * 2, provider.pollingInterval)) {
    const receipt = await provider.getTransactionReceipt(hash)
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

export async function expectCode(provider: providers.JsonRpcProvider, id: string, address: string): Promise<void> {
  const code = await provider.getCode(address)
  if (code === '0x') {
    throw new ProgressError(
      `"${id}" should be at ${address} but there is no code there (was the chain reset? then remove its progress file).`,
    )
  }
}
