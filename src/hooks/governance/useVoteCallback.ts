// Casting a vote: castVote(proposalId, support) sent through the one transaction path.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useWeb3React } from '@/connection/web3Context'
import { useGovernorContract } from '@/hooks/contracts/governance'
import { useSendTransaction } from '@/hooks/transactions/useSendTransaction'
import type { PopulatedCall } from '@/utils/transactions/send'

export interface VoteWrite {
  /** Resolves to the transaction hash. */
  vote: (proposalId: string, support: boolean) => Promise<string>
  /** The call `vote` sends, for the dialog's network fee. */
  voteCall: (proposalId: string, support: boolean) => PopulatedCall
}

/** undefined without a connected wallet or a governor on the chain. */
export function useVoteCallback(): VoteWrite | undefined {
  const { account } = useWeb3React()
  const governor = useGovernorContract()
  const send = useSendTransaction()
  const { t } = useTranslation()

  return useMemo(() => {
    if (!account || !governor) return undefined
    const voteCall = (proposalId: string, support: boolean) =>
      governor.populateTransaction.castVote(proposalId, support)
    const vote = async (proposalId: string, support: boolean): Promise<string> => {
      const response = await send(voteCall(proposalId, support), {
        summary: t(support ? 'vote.summary.votedFor' : 'vote.summary.votedAgainst', { id: proposalId }),
      })
      return response.hash
    }
    return { vote, voteCall }
  }, [account, governor, send, t])
}
