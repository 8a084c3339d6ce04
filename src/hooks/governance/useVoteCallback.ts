// Casting a vote: estimate castVote's gas, pad it 10%, send through the wallet and record the transaction.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { useGovernorContract } from '@/hooks/contracts/governance'
import { useTransactionAdder } from '@/state/transactions/hooks'
import { calculateGasMargin } from '@/utils/gas'

/** vote(proposalId, support) resolves to the transaction hash; undefined without a connected wallet. */
export function useVoteCallback(): ((proposalId: string, support: boolean) => Promise<string>) | undefined {
  const { account } = useWeb3React()
  const governor = useGovernorContract()
  const addTransaction = useTransactionAdder()
  const { t } = useTranslation()

  const vote = useCallback(
    async (proposalId: string, support: boolean): Promise<string> => {
      if (!governor) throw new Error('No governor contract')
      const estimate = await governor.estimateGas.castVote(proposalId, support)
      const response = await governor.castVote(proposalId, support, { gasLimit: calculateGasMargin(estimate) })
      addTransaction(response, {
        summary: t(support ? 'vote.summary.votedFor' : 'vote.summary.votedAgainst', { id: proposalId }),
      })
      return response.hash as string
    },
    [governor, addTransaction, t],
  )

  return account && governor ? vote : undefined
}
