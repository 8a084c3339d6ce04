// The preview where a node has no eth_simulateV1 but takes state overrides in eth_call (issue 41): AccountChanges'
// code run at the account's own address (contracts/AccountChanges.sol), which calls the transaction's target as the
// account and reports its native coin, its balances of the watched tokens and their allowances for the target, before
// and after. Less than a simulation's logs: only the watched tokens are seen (the lists', the dialog's and every
// address the calldata names), and an allowance that does not go down as it is drawn on (an unlimited one) shows no
// use. Loaded with its first use only.
import { Interface } from '@ethersproject/abi'
import { getAddress } from '@ethersproject/address'

import ACCOUNT_CHANGES_ABI from '@/abis/AccountChanges.json'
import ACCOUNT_CHANGES_CODE from '@/abis/code/AccountChanges.json'

import type { NodeRequest, RpcTransaction } from './rpcTransaction'
import { type AssetChange, NATIVE, type SimulatedApproval, type Simulation } from './simulation'
import { revertReason } from './walletError'

const ACCOUNT_CHANGES = new Interface(ACCOUNT_CHANGES_ABI)
/** Enough for the lists of a chain and a transaction's own addresses; an eth_call's gas bounds the rest. */
const MAX_WATCHED = 400
const hex = (value: number) => `0x${value.toString(16)}`

/**
 * The addresses a call's arguments name: each 32-byte word that is 20 bytes wide, the first 4 of them not all zero (an
 * amount, an offset or a deadline is smaller; one that passes for an address costs a read that finds no token).
 */
export function calldataAddresses(data: string): string[] {
  const words = data.slice(10).match(/.{64}/g) ?? []
  return words.filter((word) => /^0{24}(?!0{8})/.test(word)).map((word) => getAddress(`0x${word.slice(24)}`))
}

/** Every address to watch once: the calldata's, the target, then `tokens`; at most MAX_WATCHED. */
export function watchedTokens(transaction: RpcTransaction, tokens: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const address of [...calldataAddresses(transaction.data), transaction.to, ...tokens])
    if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), getAddress(address))
  return [...seen.values()].slice(0, MAX_WATCHED)
}

/** eth_call's parameters: the record call from the account to itself, its code overridden, on the block after `block`. */
export function accountChangesParams(transaction: RpcTransaction, watched: readonly string[], block: number) {
  const { from, to, data, value } = transaction
  return [
    { from, to: from, data: ACCOUNT_CHANGES.encodeFunctionData('record', [to, data, value, watched]) },
    hex(block),
    { [from]: { code: ACCOUNT_CHANGES_CODE.deployedBytecode } },
    { number: hex(block + 1) },
  ]
}

const big = (value: { toString(): string }) => BigInt(value.toString())

/** The record's answer read as a simulation; throws on an answer that is no record. */
export function readAccountChanges(
  result: unknown,
  transaction: RpcTransaction,
  watched: readonly string[],
): Simulation {
  if (typeof result !== 'string') throw new Error('Not a record')
  const [outcome] = ACCOUNT_CHANGES.decodeFunctionResult('record', result)
  const lists = [outcome.balancesBefore, outcome.balancesAfter, outcome.allowancesBefore, outcome.allowancesAfter]
  if (lists.some((list: unknown[]) => list.length !== watched.length)) throw new Error('Not a record of these tokens')
  if (!outcome.success) return { status: 'revert', reason: revertReason({ data: outcome.returnData as string }) }
  const changes: AssetChange[] = []
  const native = big(outcome.nativeAfter) - big(outcome.nativeBefore)
  if (native !== 0n) changes.push({ asset: NATIVE, amount: native })
  const approvals: SimulatedApproval[] = []
  const spender = getAddress(transaction.to)
  watched.forEach((token, i) => {
    const balance = big(outcome.balancesAfter[i]) - big(outcome.balancesBefore[i])
    if (balance !== 0n) changes.push({ asset: token, amount: balance })
    const [before, after] = [big(outcome.allowancesBefore[i]), big(outcome.allowancesAfter[i])]
    // Raised for the target: granted; lowered as the target took under it: used.
    if (after > before) approvals.push({ token, spender, kind: 'grants', amount: after })
    else if (after < before) approvals.push({ token, spender, kind: 'uses', amount: before - after })
  })
  return { status: 'ok', changes, approvals }
}

/** Like simulateCandidates, with eth_call: every candidate at once, the first that goes through, else the first. */
export async function recordCandidates(
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
  block: number,
  tokens: readonly string[],
): Promise<Simulation> {
  if (transactions.length === 0) throw new Error('No call to simulate')
  const records = await Promise.all(
    transactions.map(async (transaction) => {
      const watched = watchedTokens(transaction, tokens)
      const result = await request('eth_call', accountChangesParams(transaction, watched, block))
      return readAccountChanges(result, transaction, watched)
    }),
  )
  return records.find(({ status }) => status === 'ok') ?? records[0]
}
