// Transactions the user sent, per chain and keyed by hash: added, checked, finalized on a receipt (their own or a
// wallet speed-up's), or marked dropped, replaced or cancelled when they will never be mined.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { callRecipient } from '@/utils/addresses/recordRecipients'

import { hashesBeyondRetention } from './retention'

export interface SerializableTransactionReceipt {
  to: string
  from: string
  contractAddress: string
  transactionIndex: number
  blockHash: string
  transactionHash: string
  blockNumber: number
  status?: number
}

/** Persisted: never rename these values. */
export type DroppedReason = 'dropped' | 'replaced' | 'cancelled'

export interface TransactionDetails {
  hash: string
  from: string
  chainId?: number
  /** The sender's nonce; lets the updater see that another transaction took its place. */
  nonce?: number
  /** What was sent (value in decimal wei): tells a speed-up (the same call) from a cancel or another call. */
  to?: string
  data?: string
  value?: string
  /** The latest block the app knew when it was sent: where the search for a replacement starts. */
  addedBlock?: number
  approval?: { tokenAddress: string; spender: string }
  summary?: string
  claim?: { recipient: string }
  /** The address the call made a recipient (a swap's, a delegation's), kept once mined: lookalikes are checked against it. */
  recipient?: string
  addedTime: number
  lastCheckedBlockNumber?: number
  confirmedTime?: number
  receipt?: SerializableTransactionReceipt
  /**
   * A wallet speed-up (same call, same nonce, higher fee) was mined in this transaction's place: its hash. The
   * record keeps its own hash, which every hook watching the transaction knows, and finishes with the speed-up's
   * receipt.
   */
  speedUpHash?: string
  /** Set when the transaction will never be mined (with the transaction that took its nonce, when found); a later
   * receipt still wins. */
  dropped?: { reason: DroppedReason; detectedTime: number; replacementHash?: string }
}

export interface TransactionState {
  [chainId: number]: { [hash: string]: TransactionDetails }
}

export const ADD_EXISTING_TRANSACTION = 'Attempted to add existing transaction.'

/** What the app knows of a transaction when it sends it. */
export type AddTransactionPayload = { chainId: number } & Pick<
  TransactionDetails,
  'hash' | 'from' | 'nonce' | 'to' | 'data' | 'value' | 'addedBlock' | 'approval' | 'summary' | 'claim'
>

/** A receipt for a transaction: its own, or that of a wallet speed-up (`speedUpHash`). */
type FinalizePayload = { chainId: number; hash: string; receipt: SerializableTransactionReceipt; speedUpHash?: string }

/** A transaction that will never be mined, with the one that took its nonce when found. */
type DroppedPayload = { chainId: number; hash: string; reason: DroppedReason; replacementHash?: string }

const initialState: TransactionState = {}

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    addTransaction: {
      reducer(
        state,
        { payload }: PayloadAction<AddTransactionPayload & Pick<TransactionDetails, 'recipient' | 'addedTime'>>,
      ) {
        const { chainId, ...details } = payload
        const transactions = (state[chainId] ??= {})
        // Throwing inside a reducer would break the dispatching callback after the transaction was sent:
        // the record we already have is kept, and the mistake is logged.
        if (transactions[payload.hash]) {
          console.error(ADD_EXISTING_TRANSACTION)
          return
        }
        transactions[payload.hash] = { ...details, chainId }
        for (const hash of hashesBeyondRetention(transactions)) delete transactions[hash]
      },
      // Time is read when the action is made, so the reducer stays pure.
      prepare(payload: AddTransactionPayload) {
        const recipient = callRecipient(payload.data)
        return { payload: { ...payload, ...(recipient ? { recipient } : {}), addedTime: Date.now() } }
      },
    },
    clearAllTransactions(state, { payload }: PayloadAction<{ chainId: number }>) {
      if (state[payload.chainId]) state[payload.chainId] = {}
    },
    checkedTransaction(state, { payload }: PayloadAction<{ chainId: number; hash: string; blockNumber: number }>) {
      const tx = state[payload.chainId]?.[payload.hash]
      if (!tx) return
      if (tx.lastCheckedBlockNumber === undefined || payload.blockNumber > tx.lastCheckedBlockNumber)
        tx.lastCheckedBlockNumber = payload.blockNumber
    },
    finalizeTransaction: {
      reducer(state, { payload }: PayloadAction<FinalizePayload & { confirmedTime: number }>) {
        const tx = state[payload.chainId]?.[payload.hash]
        if (!tx) return
        tx.receipt = payload.receipt
        tx.confirmedTime = payload.confirmedTime
        // The calldata only served to recognise a speed-up or a cancel: a mined transaction needs it no more.
        delete tx.data
        if (payload.speedUpHash) tx.speedUpHash = payload.speedUpHash
        else delete tx.speedUpHash
        delete tx.dropped
      },
      prepare(payload: FinalizePayload) {
        return { payload: { ...payload, confirmedTime: Date.now() } }
      },
    },
    /**
     * The block that included the transaction (or its speed-up) left the chain: it is pending again, checked at once,
     * and ends as the new chain says (mined again, replaced, or dropped).
     */
    orphanedTransaction(state, { payload }: PayloadAction<{ chainId: number; hash: string }>) {
      const tx = state[payload.chainId]?.[payload.hash]
      if (!tx?.receipt) return
      delete tx.receipt
      delete tx.confirmedTime
      delete tx.speedUpHash
      delete tx.lastCheckedBlockNumber
    },
    droppedTransaction: {
      reducer(state, { payload }: PayloadAction<DroppedPayload & { detectedTime: number }>) {
        const tx = state[payload.chainId]?.[payload.hash]
        // A receipt is the final word: a mined transaction is never marked dropped.
        if (!tx || tx.receipt) return
        const { reason, detectedTime, replacementHash } = payload
        tx.dropped = replacementHash ? { reason, detectedTime, replacementHash } : { reason, detectedTime }
      },
      prepare(payload: DroppedPayload) {
        return { payload: { ...payload, detectedTime: Date.now() } }
      },
    },
    /** Records merged with another tab's (state/tabSync): each replaces or joins this tab's record of its hash. */
    mergedTransactions(state, { payload }: PayloadAction<TransactionState>) {
      for (const [chainKey, records] of Object.entries(payload)) {
        const transactions = (state[Number(chainKey)] ??= {})
        Object.assign(transactions, records)
        for (const hash of hashesBeyondRetention(transactions)) delete transactions[hash]
      }
    },
  },
})

export const {
  addTransaction,
  mergedTransactions,
  clearAllTransactions,
  checkedTransaction,
  finalizeTransaction,
  orphanedTransaction,
  droppedTransaction,
} = transactionsSlice.actions
export default transactionsSlice.reducer
