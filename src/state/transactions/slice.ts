// Transactions the user sent, per chain and keyed by hash: added, checked per block, finalized on a receipt,
// or marked dropped/replaced when their nonce was used by another mined transaction.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

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
export type DroppedReason = 'dropped' | 'replaced'

export interface TransactionDetails {
  hash: string
  from: string
  chainId?: number
  /** The sender's nonce; lets the updater see that another transaction took its place. */
  nonce?: number
  approval?: { tokenAddress: string; spender: string }
  summary?: string
  claim?: { recipient: string }
  addedTime: number
  lastCheckedBlockNumber?: number
  confirmedTime?: number
  receipt?: SerializableTransactionReceipt
  /** Set when the transaction will never be mined; a later receipt still wins. */
  dropped?: { reason: DroppedReason; detectedTime: number }
}

export interface TransactionState {
  [chainId: number]: { [hash: string]: TransactionDetails }
}

export const ADD_EXISTING_TRANSACTION = 'Attempted to add existing transaction.'

export interface AddTransactionPayload {
  chainId: number
  hash: string
  from: string
  nonce?: number
  approval?: { tokenAddress: string; spender: string }
  summary?: string
  claim?: { recipient: string }
}

const initialState: TransactionState = {}

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    addTransaction: {
      reducer(state, { payload }: PayloadAction<AddTransactionPayload & { addedTime: number }>) {
        const { chainId, ...details } = payload
        const transactions = (state[chainId] ??= {})
        // Throwing inside a reducer would break the dispatching callback after the transaction was sent:
        // the record we already have is kept, and the mistake is logged.
        if (transactions[payload.hash]) {
          console.error(ADD_EXISTING_TRANSACTION)
          return
        }
        transactions[payload.hash] = { ...details, chainId }
      },
      // Time is read when the action is made, so the reducer stays pure.
      prepare(payload: AddTransactionPayload) {
        return { payload: { ...payload, addedTime: Date.now() } }
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
      reducer(
        state,
        {
          payload,
        }: PayloadAction<{
          chainId: number
          hash: string
          receipt: SerializableTransactionReceipt
          confirmedTime: number
        }>,
      ) {
        const tx = state[payload.chainId]?.[payload.hash]
        if (!tx) return
        tx.receipt = payload.receipt
        tx.confirmedTime = payload.confirmedTime
        delete tx.dropped
      },
      prepare(payload: { chainId: number; hash: string; receipt: SerializableTransactionReceipt }) {
        return { payload: { ...payload, confirmedTime: Date.now() } }
      },
    },
    droppedTransaction: {
      reducer(
        state,
        { payload }: PayloadAction<{ chainId: number; hash: string; reason: DroppedReason; detectedTime: number }>,
      ) {
        const tx = state[payload.chainId]?.[payload.hash]
        // A receipt is the final word: a mined transaction is never marked dropped.
        if (!tx || tx.receipt) return
        tx.dropped = { reason: payload.reason, detectedTime: payload.detectedTime }
      },
      prepare(payload: { chainId: number; hash: string; reason: DroppedReason }) {
        return { payload: { ...payload, detectedTime: Date.now() } }
      },
    },
  },
})

export const { addTransaction, clearAllTransactions, checkedTransaction, finalizeTransaction, droppedTransaction } =
  transactionsSlice.actions
export default transactionsSlice.reducer
