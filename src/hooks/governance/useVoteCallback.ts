// Casting a vote: castVote(proposalId, support) sent through the one transaction path.
import { useWeb3React } from '@web3-react/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { useGovernorContract } from '@/hooks/contracts/governance'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'

/** vote(proposalId, support) resolves to the transaction hash; undefined without a connected wallet. */
export function useVoteCallback(): ((proposalId: string, support: boolean) => Promise<string>) | undefined {
  const { account } = useWeb3React()
  const governor = useGovernorContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  const vote = useCallback(
    async (proposalId: string, support: boolean): Promise<string> => {
      if (!governor) throw new Error('No governor contract')
      const response = await send(governor.populateTransaction.castVote(proposalId, support), {
        summary: t(support ? 'vote.summary.votedFor' : 'vote.summary.votedAgainst', { id: proposalId }),
      })
      return response.hash
    },
    [governor, send, t],
  )

  return account && governor ? vote : undefined
}
