// Every proposal of the active chain's governor, newest first: counts and states over multicall, texts from the logs.
import type { BigNumber } from '@ethersproject/bignumber'
import { formatUnits } from '@ethersproject/units'
import { useMemo } from 'react'

import { useGovernorContract } from '@/hooks/contracts/governance'
import { useSingleCallResult, useSingleContractMultipleData } from '@/state/multicall/hooks'
import { decodeProposalCall } from '@/utils/governance/callDetails'
import { proposalDescription, proposalTitle } from '@/utils/governance/proposalText'
import { proposalStatus } from '@/utils/governance/status'

import type { ProposalData } from './types'
import { type ProposalCreatedLog, useProposalLogs } from './useProposalLogs'

/** Vote counts are in the governance token's 18-decimal units. */
const VOTE_DECIMALS = 18

export interface ProposalsState {
  /** Newest first; undefined while loading. */
  proposals: ProposalData[] | undefined
  /** No governor on this chain (nothing to load). */
  isUnavailable: boolean
}

function toProposal(
  id: string,
  proposal: {
    proposer: string
    forVotes: BigNumber
    againstVotes: BigNumber
    startBlock: BigNumber
    endBlock: BigNumber
  },
  state: number | undefined,
  log: ProposalCreatedLog | undefined,
): ProposalData {
  return {
    id,
    title: proposalTitle(log?.description),
    description: proposalDescription(log?.description),
    proposer: proposal.proposer,
    status: proposalStatus(state),
    forCount: formatUnits(proposal.forVotes, VOTE_DECIMALS),
    againstCount: formatUnits(proposal.againstVotes, VOTE_DECIMALS),
    startBlock: proposal.startBlock.toNumber(),
    endBlock: proposal.endBlock.toNumber(),
    details: log
      ? log.targets.map((target, index) =>
          decodeProposalCall(target, log.signatures[index] ?? '', log.calldatas[index] ?? '0x'),
        )
      : [],
  }
}

export function useProposalData(): ProposalsState {
  const governor = useGovernorContract()
  const countResult = useSingleCallResult(governor, 'proposalCount')
  const count = (countResult.result?.[0] as BigNumber | undefined)?.toNumber()

  // GovernorAlpha numbers proposals from 1.
  const inputs = useMemo(() => (count ? Array.from({ length: count }, (_, index) => [index + 1]) : []), [count])
  const proposalResults = useSingleContractMultipleData(governor, 'proposals', inputs)
  const stateResults = useSingleContractMultipleData(governor, 'state', inputs)
  const logs = useProposalLogs(count?.toString())

  const proposals = useMemo(() => {
    if (count === undefined || !logs) return undefined
    if (proposalResults.some((call) => call.loading) || stateResults.some((call) => call.loading)) return undefined
    const list: ProposalData[] = []
    proposalResults.forEach((call, index) => {
      const proposal = call.result as Parameters<typeof toProposal>[1] | undefined
      if (!proposal) return
      const id = String(index + 1)
      const state = stateResults[index]?.result?.[0] as number | undefined
      list.push(toProposal(id, proposal, state, logs[id]))
    })
    return list.reverse()
  }, [count, logs, proposalResults, stateResults])

  return { proposals, isUnavailable: !governor }
}

/** One proposal by its id; undefined while loading or when no proposal has that id (see `isLoading`). */
export function useProposal(id: string | undefined): { proposal: ProposalData | undefined; isLoading: boolean } {
  const { proposals, isUnavailable } = useProposalData()
  return useMemo(
    () => ({
      proposal: proposals?.find((proposal) => proposal.id === id),
      isLoading: !proposals && !isUnavailable,
    }),
    [proposals, isUnavailable, id],
  )
}
