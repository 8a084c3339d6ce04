// The one send bound to the connected wallet's signer and the store's transaction list: every write hook sends
// its populated call through it, with the summary the transaction is recorded under.
import type { TransactionResponse } from '@ethersproject/abstract-provider'
import type { BigNumber } from '@ethersproject/bignumber'
import { useCallback } from 'react'

import { useContractSigner } from '@/hooks/contracts/useContract'
import { type TransactionExtras, useTransactionAdder } from '@/state/transactions/hooks'
import { type PopulatedCall, sendTransaction } from '@/utils/transactions/send'

export type SendTransaction = (
  call: PopulatedCall,
  /** The summary (and approval or claim) the transaction is recorded with. */
  extras: TransactionExtras,
  /** When the caller already estimated this call. */
  gasEstimate?: BigNumber,
) => Promise<TransactionResponse>

/** Without a wallet on the chain the app shows, sending rejects (the write hooks say when they are ready). */
export const NO_SIGNER = 'No wallet connected on this chain'

export function useSendTransaction(): SendTransaction {
  const signer = useContractSigner()
  const addTransaction = useTransactionAdder()
  return useCallback(
    async (call, extras, gasEstimate) => {
      const transaction = await call
      if (!signer) throw new Error(NO_SIGNER)
      return sendTransaction(signer, transaction, {
        gasEstimate,
        onSent: (response) => addTransaction(response, extras),
      })
    },
    [signer, addTransaction],
  )
}
