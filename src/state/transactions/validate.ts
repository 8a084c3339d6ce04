// Validates persisted transactions on load: keeps the well-formed records (the newest few hundred per chain), drops
// malformed ones and unknown fields.
import { hashesBeyondRetention } from './retention'
import type { DroppedReason, SerializableTransactionReceipt, TransactionDetails, TransactionState } from './slice'

type Loose = Record<string, unknown>

const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DROPPED_REASONS: readonly DroppedReason[] = ['dropped', 'replaced', 'cancelled']
/** Calldata longer than this (16 KiB) is not kept: the record stays, it just cannot be matched with a speed-up. */
export const MAX_RECORDED_DATA_CHARS = 2 + 2 * 16 * 1024
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/
const WEI = /^\d{1,78}$/

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const isAddress = (value: unknown): value is string => typeof value === 'string' && ADDRESS.test(value)
const isHash = (value: unknown): value is string => typeof value === 'string' && HASH.test(value)
export const isRecordableData = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_RECORDED_DATA_CHARS && DATA.test(value)
const isWei = (value: unknown): value is string => typeof value === 'string' && WEI.test(value)

function validateReceipt(raw: unknown): SerializableTransactionReceipt | undefined {
  if (!isObject(raw)) return undefined
  const { to, from, contractAddress, transactionIndex, blockHash, transactionHash, blockNumber, status } = raw
  if (!isHash(blockHash) || !isHash(transactionHash) || !isCount(blockNumber) || !isCount(transactionIndex))
    return undefined
  if (typeof from !== 'string' || (to !== undefined && to !== null && typeof to !== 'string')) return undefined
  if (status !== undefined && status !== 0 && status !== 1) return undefined
  return {
    to: typeof to === 'string' ? to : '',
    from,
    contractAddress: typeof contractAddress === 'string' ? contractAddress : '',
    transactionIndex,
    blockHash,
    transactionHash,
    blockNumber,
    ...(status === undefined ? {} : { status }),
  }
}

function validateTransaction(key: string, chainId: number, raw: unknown): TransactionDetails | undefined {
  if (!isObject(raw) || !isHash(raw.hash) || raw.hash !== key || !isAddress(raw.from) || !isTime(raw.addedTime))
    return undefined
  const tx: TransactionDetails = { hash: raw.hash, from: raw.from, chainId, addedTime: raw.addedTime }
  if (isCount(raw.nonce)) tx.nonce = raw.nonce
  // Records from before the call was kept have none of these: they still load, and are only matched less finely.
  if (isAddress(raw.to)) tx.to = raw.to
  if (isRecordableData(raw.data)) tx.data = raw.data
  if (isWei(raw.value)) tx.value = raw.value
  if (isCount(raw.addedBlock)) tx.addedBlock = raw.addedBlock
  if (typeof raw.summary === 'string') tx.summary = raw.summary
  if (isObject(raw.approval) && isAddress(raw.approval.tokenAddress) && isAddress(raw.approval.spender))
    tx.approval = { tokenAddress: raw.approval.tokenAddress, spender: raw.approval.spender }
  if (isObject(raw.claim) && isAddress(raw.claim.recipient)) tx.claim = { recipient: raw.claim.recipient }
  if (isAddress(raw.recipient)) tx.recipient = raw.recipient
  if (isCount(raw.lastCheckedBlockNumber)) tx.lastCheckedBlockNumber = raw.lastCheckedBlockNumber
  // A broken receipt is dropped with its time: the transaction looks pending again and the updater re-reads it.
  const receipt = validateReceipt(raw.receipt)
  if (receipt) {
    tx.receipt = receipt
    if (isTime(raw.confirmedTime)) tx.confirmedTime = raw.confirmedTime
    // A speed-up's hash only means something with the receipt it was mined with.
    if (isHash(raw.speedUpHash) && raw.speedUpHash === receipt.transactionHash) tx.speedUpHash = raw.speedUpHash
    // Calldata of a mined transaction is not kept (see the slice): it would only weigh on storage.
    delete tx.data
  } else {
    const dropped = validateDropped(raw.dropped)
    if (dropped) tx.dropped = dropped
  }
  return tx
}

function validateDropped(raw: unknown): TransactionDetails['dropped'] {
  if (!isObject(raw) || !DROPPED_REASONS.includes(raw.reason as DroppedReason) || !isTime(raw.detectedTime))
    return undefined
  const dropped = { reason: raw.reason as DroppedReason, detectedTime: raw.detectedTime }
  return isHash(raw.replacementHash) ? { ...dropped, replacementHash: raw.replacementHash } : dropped
}

export function validateTransactionsState(raw: unknown): TransactionState {
  const state: TransactionState = {}
  if (!isObject(raw)) return state
  for (const [chainKey, transactions] of Object.entries(raw)) {
    const chainId = Number(chainKey)
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || String(chainId) !== chainKey || !isObject(transactions))
      continue
    const valid: { [hash: string]: TransactionDetails } = {}
    for (const [hash, tx] of Object.entries(transactions)) {
      const checked = validateTransaction(hash, chainId, tx)
      if (checked) valid[hash] = checked
    }
    for (const hash of hashesBeyondRetention(valid)) delete valid[hash]
    state[chainId] = valid
  }
  return state
}
