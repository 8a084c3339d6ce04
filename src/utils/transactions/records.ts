// Pure helpers over transaction records: status, the 24-hour "recent" window, ordering and explorer links.
import type { TransactionDetails } from '@/state/transactions/slice'

export const RECENT_TRANSACTION_MS = 24 * 60 * 60 * 1000

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'dropped' | 'replaced' | 'cancelled'

/**
 * Success is a receipt with status 1 or without a status (pre-Byzantium); dropped, replaced and cancelled are never
 * pending. A sped-up transaction has the speed-up's receipt, so it ends as that transaction ends.
 */
export function transactionStatus(tx: Pick<TransactionDetails, 'receipt' | 'dropped'>): TransactionStatus {
  if (tx.receipt) return tx.receipt.status === 1 || tx.receipt.status === undefined ? 'success' : 'failed'
  if (tx.dropped) return tx.dropped.reason
  return 'pending'
}

/** The status, told apart for a wallet speed-up: what popups and the recent list say (translation key suffix). */
export type TransactionOutcome = TransactionStatus | 'spedUpSuccess' | 'spedUpFailed'

export function transactionOutcome(
  tx: Pick<TransactionDetails, 'receipt' | 'dropped' | 'speedUpHash'>,
): TransactionOutcome {
  const status = transactionStatus(tx)
  if (!tx.speedUpHash) return status
  if (status === 'success') return 'spedUpSuccess'
  return status === 'failed' ? 'spedUpFailed' : status
}

/**
 * The hash the explorer link shows: the transaction mined in the record's place (speed-up, cancel or other call)
 * when known, else the record's own. Test ids and popup keys always use the record's own hash.
 */
export function explorerHashOf(tx: Pick<TransactionDetails, 'hash' | 'speedUpHash' | 'dropped'>): string {
  return tx.speedUpHash ?? tx.dropped?.replacementHash ?? tx.hash
}

export function isTransactionPending(tx: Pick<TransactionDetails, 'receipt' | 'dropped'>): boolean {
  return transactionStatus(tx) === 'pending'
}

export function isTransactionRecent(tx: Pick<TransactionDetails, 'addedTime'>, now: number = Date.now()): boolean {
  return now - tx.addedTime < RECENT_TRANSACTION_MS
}

export function newestFirst(
  a: Pick<TransactionDetails, 'addedTime'>,
  b: Pick<TransactionDetails, 'addedTime'>,
): number {
  return b.addedTime - a.addedTime
}

/**
 * How long after its receipt a transaction holds back reads from before its block. A node behind its peers catches
 * up well within it; a development chain restarted below old records stops being held back after it.
 */
export const MINED_READS_WINDOW_MS = 2 * 60 * 1000

/**
 * The block of the latest transaction recorded here whose receipt came in the last `windowMs`: the account's
 * balances and stakes read at an earlier block are from before it.
 */
export function lastMinedBlock(
  transactions: Iterable<Pick<TransactionDetails, 'receipt' | 'confirmedTime'>>,
  now: number,
  windowMs: number = MINED_READS_WINDOW_MS,
): number | undefined {
  let last: number | undefined
  for (const { receipt, confirmedTime } of transactions) {
    const mined = receipt?.blockNumber
    if (mined === undefined || confirmedTime === undefined || now - confirmedTime >= windowMs) continue
    if (last === undefined || mined > last) last = mined
  }
  return last
}

export function explorerTxUrl(explorer: string, hash: string): string {
  return `${explorer.replace(/\/+$/, '')}/tx/${hash}`
}

/** A readable explorer name from its URL: https://evm.findorascan.io gives "Findorascan". */
export function explorerName(explorer: string): string {
  let host: string
  try {
    host = new URL(explorer).hostname
  } catch {
    return explorer
  }
  if (/^[\d.]+$/.test(host) || host === 'localhost') return host
  const labels = host.split('.')
  const name = labels.length >= 2 ? labels[labels.length - 2] : labels[0]
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** 0x1234…abcd: enough of a hash to recognise it. */
export function shortenHash(hash: string, chars = 4): string {
  return hash.length > 2 + 2 * chars ? `${hash.slice(0, chars + 2)}...${hash.slice(-chars)}` : hash
}
