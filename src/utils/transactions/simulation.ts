// What a transaction would do to the account (issue 41, items 1–2), read from the node's eth_simulateV1 at the latest
// block: each token's and pool token's change by its Transfer logs (and the wrapped native token's Deposit and
// Withdrawal, which move its balance without a Transfer), the native coin's by the transfers the node traces
// (traceTransfers), and the approvals the transaction grants or uses. The network fee is not in it: validation is
// off, so the simulation pays no gas, as the user's own wallet says the fee apart. No React, no provider.
import { getAddress } from '@ethersproject/address'

import type { NodeRequest, RpcTransaction } from './rpcTransaction'
import { revertReason } from './walletError'

/** The native coin's key among the changes (test ids say `simulated-change-NATIVE`). */
export const NATIVE = 'NATIVE'

/** Where eth_simulateV1 reports a native transfer as an ERC-20 Transfer log (execution-apis' traceTransfers). */
const NATIVE_TRANSFER_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const DEPOSIT = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

export interface AssetChange {
  /** A token's checksummed address, or NATIVE. */
  asset: string
  /** Raw units, signed: what the account gains (positive) or gives (negative). */
  amount: bigint
}

export interface SimulatedApproval {
  token: string
  spender: string
  /** grants: the allowance the transaction sets; uses: what the spender takes under an allowance. */
  kind: 'grants' | 'uses'
  amount: bigint
}

export type Simulation =
  | { status: 'ok'; changes: AssetChange[]; approvals: SimulatedApproval[] }
  /** `reason`: the contract's revert reason when it gave one. */
  | { status: 'revert'; reason: string | undefined }

/** What a dialog shows: a simulation, or idle (nothing to preview yet), simulating, or a node that cannot. */
export type TransactionPreview = Simulation | { status: 'idle' } | { status: 'simulating' } | { status: 'unavailable' }

/**
 * eth_simulateV1's parameters for one transaction in the block after `block` (the latest the app has seen), native
 * transfers traced, no gas paid. The block's number is said outright: Anvil would otherwise simulate at the base
 * block's own number, and a farm's reward, which grows by the block, would come out one block short.
 */
export function simulateParams(transaction: RpcTransaction, block: number): unknown[] {
  return [
    {
      blockStateCalls: [{ blockOverrides: { number: hex(block + 1) }, calls: [transaction] }],
      traceTransfers: true,
      validation: false,
    },
    hex(block),
  ]
}

const hex = (value: number) => `0x${value.toString(16)}`

interface SimulatedLog {
  address: string
  topics: string[]
  data: string
}
interface SimulatedCall {
  status: string
  returnData?: string
  logs: SimulatedLog[]
  error?: unknown
}

/** What the account's logs add up to, as a simulation's logs are read one by one. */
interface Tally {
  /** Lowercase addresses: the sender, the contract it calls, the deployment's wrapped coin. */
  account: string
  target: string
  wrapped: string | undefined
  changes: Map<string, bigint>
  /** By `token:spender`. */
  uses: Map<string, SimulatedApproval>
  grants: Map<string, SimulatedApproval>
}

/** The node's answer read for `transaction`'s sender; throws when the answer is not a simulation (a node's bug). */
export function readSimulation(result: unknown, transaction: RpcTransaction, wrappedNative?: string): Simulation {
  const call = onlyCall(result)
  if (call.status !== '0x1') {
    const reason = revertReason(call.error) ?? revertReason({ data: call.returnData })
    return { status: 'revert', reason }
  }
  const tally: Tally = {
    account: transaction.from.toLowerCase(),
    target: transaction.to.toLowerCase(),
    wrapped: wrappedNative?.toLowerCase(),
    changes: new Map(),
    uses: new Map(),
    grants: new Map(),
  }
  for (const log of call.logs) {
    // A log that is not what its topic says (a token's own odd event) is no transfer: passed over.
    try {
      readLog(log, tally)
    } catch {
      continue
    }
  }
  const { changes, uses, grants } = tally
  // An allowance a spender drew on is shown as used; the Approval a token emits as it lowers it is part of that.
  for (const key of uses.keys()) grants.delete(key)
  return {
    status: 'ok',
    changes: [...changes].filter(([, amount]) => amount !== 0n).map(([asset, amount]) => ({ asset, amount })),
    approvals: [...grants.values(), ...uses.values()],
  }
}

function readLog(log: SimulatedLog, { account, target, wrapped, changes, uses, grants }: Tally): void {
  const add = (asset: string, amount: bigint) => changes.set(asset, (changes.get(asset) ?? 0n) + amount)
  const emitter = log.address.toLowerCase()
  const [topic, first, second] = log.topics.map((value) => value.toLowerCase())
  const asset = emitter === NATIVE_TRANSFER_ADDRESS ? NATIVE : getAddress(emitter)
  // ERC-721's Transfer indexes its third argument: three topics and a 32-byte amount are ERC-20's.
  if (topic === TRANSFER && log.topics.length === 3) {
    // Read whole before counting: a malformed part leaves the log out altogether.
    const [amount, from, to] = [word(log.data), topicAddress(first), topicAddress(second)]
    if (to === account) add(asset, amount)
    if (from !== account) return
    add(asset, -amount)
    // Taken from the account by a contract other than the token it called: under an allowance.
    if (asset === NATIVE || emitter === target) return
    const key = `${asset}:${target}`
    const used = uses.get(key)?.amount ?? 0n
    uses.set(key, { token: asset, spender: getAddress(target), kind: 'uses', amount: used + amount })
  } else if (topic === APPROVAL && log.topics.length === 3 && topicAddress(first) === account) {
    const spender = getAddress(topicAddress(second))
    grants.set(`${asset}:${spender.toLowerCase()}`, { token: asset, spender, kind: 'grants', amount: word(log.data) })
  } else if (emitter === wrapped && log.topics.length === 2 && topicAddress(first) === account) {
    // The wrapped coin's own mint and burn: no Transfer log moves its balance.
    if (topic === DEPOSIT) add(asset, word(log.data))
    if (topic === WITHDRAWAL) add(asset, -word(log.data))
  }
}

function onlyCall(result: unknown): SimulatedCall {
  const call = (result as { calls?: unknown[] }[] | undefined)?.[0]?.calls?.[0] as SimulatedCall | undefined
  if (!call || typeof call.status !== 'string' || !Array.isArray(call.logs)) throw new Error('Not a simulation')
  return call
}

function topicAddress(topic: string | undefined): string {
  if (!topic || !/^0x[0-9a-f]{64}$/.test(topic)) throw new Error('Not an address topic')
  return `0x${topic.slice(26)}`
}

function word(data: string): bigint {
  if (!/^0x[0-9a-fA-F]{64}$/.test(data)) throw new Error('Not one word of data')
  return BigInt(data)
}

/** A node's "no such method": it will never simulate; other errors may pass with the next block. */
export const METHOD_NOT_FOUND = -32601

/**
 * The preview of a write that tries several candidate calls (the first that estimates goes out): every candidate
 * simulated at once (one batch), the first that goes through is what the user would sign; when none does, why the
 * first reverts. Rejects when the node cannot simulate (`request`'s error).
 */
export async function simulateCandidates(
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
  block: number,
  wrappedNative?: string,
): Promise<Simulation> {
  if (transactions.length === 0) throw new Error('No call to simulate')
  const simulations = await Promise.all(
    transactions.map(async (transaction) =>
      readSimulation(await request('eth_simulateV1', simulateParams(transaction, block)), transaction, wrappedNative),
    ),
  )
  return simulations.find(({ status }) => status === 'ok') ?? simulations[0]
}
