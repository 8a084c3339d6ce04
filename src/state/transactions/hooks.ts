// Hooks over the transactions slice: record a sent transaction, read the active chain's records, clear them.
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import { useCallback, useEffect, useMemo, useState } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useWeb3React } from '@/connection/web3Context'
import { useAppDispatch, useAppSelector } from '@/state/hooks'
import { accountTransactions } from '@/utils/transactions/activity'
import {
  isTransactionPending,
  isTransactionRecent,
  lastMinedBlock,
  MINED_READS_WINDOW_MS,
} from '@/utils/transactions/records'

import { type AppDispatch } from '../index'
import { addTransaction, clearAllTransactions, type TransactionDetails } from './slice'
import { isRecordableData } from './validate'

export const NO_TRANSACTION_HASH = 'No transaction hash found.'

export interface TransactionExtras {
  summary?: string
  approval?: { tokenAddress: string; spender: string }
  claim?: { recipient: string }
}

/** Where a transaction was sent from: the chain, the connected account, the latest block the app knew. */
export interface SendContext {
  chainId: number
  account: string
  blockNumber?: number
}

/** What a sent transaction's response tells (an ethers TransactionResponse has all of it). */
export type SentResponse = Pick<TransactionResponse, 'hash' | 'nonce'> & {
  from?: string
  to?: string | null
  data?: string
  value?: { toString(): string }
}

/**
 * The one path from a sent transaction to the store, shared by the adder hook and the end-to-end seam. The call
 * (target, calldata, value) is kept so that a same-nonce transaction can later be told a speed-up or a cancel.
 */
export function recordTransaction(
  dispatch: AppDispatch,
  { chainId, account, blockNumber }: SendContext,
  response: SentResponse,
  extras: TransactionExtras = {},
): void {
  const { hash, to, data } = response
  if (!hash) throw new Error(NO_TRANSACTION_HASH)
  const value = response.value?.toString()
  dispatch(
    addTransaction({
      chainId,
      hash,
      from: response.from ?? account,
      nonce: Number.isSafeInteger(response.nonce) ? response.nonce : undefined,
      to: to ?? undefined,
      data: isRecordableData(data) ? data : undefined,
      value: value && /^\d+$/.test(value) ? value : undefined,
      addedBlock: blockNumber,
      ...extras,
    }),
  )
}

export function useTransactionAdder(): (response: TransactionResponse, extras?: TransactionExtras) => void {
  const { account } = useWeb3React()
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  // The block is read when the transaction is sent, not held: a callback made anew each block would make every write
  // built on it (a dialog's calls, and the preview read for them) new each block too.
  return useCallback(
    (response: TransactionResponse, extras: TransactionExtras = {}) => {
      if (!account) return
      dispatch((_, getState) => {
        const blockNumber = getState().application.blockNumber[chainId]
        recordTransaction(dispatch, { chainId, account, blockNumber }, response, extras)
      })
    },
    [account, chainId, dispatch],
  )
}

const NO_TRANSACTIONS: { [hash: string]: TransactionDetails } = {}

/** Every record of the active chain, by hash. */
export function useAllTransactions(): { [hash: string]: TransactionDetails } {
  const chainId = useActiveChainId()
  return useAppSelector((state) => state.transactions[chainId] ?? NO_TRANSACTIONS)
}

/**
 * The block of the latest transaction sent from here that the active chain mined in the last two minutes: a balance or
 * stake read at an earlier block is from before it, and must not become an amount to send. Undefined again once the
 * window has passed (a timer, since nothing in the store changes then).
 */
export function useLastMinedBlock(): number | undefined {
  const transactions = useAllTransactions()
  const [now, setNow] = useState(() => Date.now())
  const last = useMemo(() => lastMinedBlock(Object.values(transactions), now), [transactions, now])
  useEffect(() => {
    if (last === undefined) return undefined
    const timer = setTimeout(() => setNow(Date.now()), MINED_READS_WINDOW_MS)
    return () => clearTimeout(timer)
  }, [last])
  return last
}

export function useIsTransactionPending(hash?: string): boolean {
  const transactions = useAllTransactions()
  const tx = hash ? transactions[hash] : undefined
  return tx ? isTransactionPending(tx) : false
}

/** True while a recent approval of this token for this spender awaits its receipt. */
export function useHasPendingApproval(tokenAddress?: string, spender?: string): boolean {
  const transactions = useAllTransactions()
  return useMemo(
    () =>
      Boolean(tokenAddress && spender) &&
      Object.values(transactions).some(
        (tx) =>
          tx.approval?.tokenAddress.toLowerCase() === tokenAddress?.toLowerCase() &&
          tx.approval?.spender.toLowerCase() === spender?.toLowerCase() &&
          isTransactionPending(tx) &&
          isTransactionRecent(tx),
      ),
    [transactions, tokenAddress, spender],
  )
}

/** Every recorded transaction of the account on the active chain (the activity page), newest first. */
export function useAccountTransactions(account?: string | null): TransactionDetails[] {
  const transactions = useAllTransactions()
  return useMemo(() => (account ? accountTransactions(transactions, account) : []), [transactions, account])
}

/** The account's transactions of the last 24 hours on the active chain, newest first. */
export function useRecentTransactions(account?: string | null): TransactionDetails[] {
  const transactions = useAccountTransactions(account)
  return useMemo(() => transactions.filter((tx) => isTransactionRecent(tx)), [transactions])
}

export function useClearAllTransactions(): () => void {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  return useCallback(() => dispatch(clearAllTransactions({ chainId })), [chainId, dispatch])
}
