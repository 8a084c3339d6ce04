// The governor's ProposalCreated logs (block 0 to latest), decoded: the only source of descriptions and calls.
import type { BigNumber } from '@ethersproject/bignumber'
import { useEffect, useMemo, useState } from 'react'

import { GOVERNOR_INTERFACE } from '@/abis/interfaces/governor'
import { getDeployment } from '@/config/deployments'
import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'

export interface ProposalCreatedLog {
  id: string
  proposer: string
  targets: string[]
  signatures: string[]
  calldatas: string[]
  startBlock: number
  endBlock: number
  description: string
}

/**
 * Logs by proposal id, or undefined while loading. `refreshKey` (the proposal count) refetches when a proposal
 * is added; a failed fetch is logged and leaves the list empty rather than loading forever.
 */
export function useProposalLogs(refreshKey: string | undefined): Record<string, ProposalCreatedLog> | undefined {
  const chainId = useActiveChainId()
  const provider = useReadProvider()
  const governor = getDeployment(chainId)?.governance.governor
  const [result, setResult] = useState<{ key: string; logs: Record<string, ProposalCreatedLog> }>()
  const key = `${chainId}:${governor ?? ''}:${refreshKey ?? ''}`

  useEffect(() => {
    if (!governor || refreshKey === undefined) return
    let isCancelled = false
    const event = GOVERNOR_INTERFACE.getEvent('ProposalCreated')
    provider
      .getLogs({
        address: governor,
        fromBlock: 0,
        toBlock: 'latest',
        topics: [GOVERNOR_INTERFACE.getEventTopic(event)],
      })
      .then((logs) => {
        const byId: Record<string, ProposalCreatedLog> = {}
        for (const log of logs) {
          const { args } = GOVERNOR_INTERFACE.parseLog(log)
          const id = (args.id as BigNumber).toString()
          byId[id] = {
            id,
            proposer: args.proposer as string,
            targets: args.targets as string[],
            signatures: args.signatures as string[],
            calldatas: args.calldatas as string[],
            startBlock: (args.startBlock as BigNumber).toNumber(),
            endBlock: (args.endBlock as BigNumber).toNumber(),
            description: args.description as string,
          }
        }
        if (!isCancelled) setResult({ key, logs: byId })
      })
      .catch((error: unknown) => {
        console.error('Failed to read ProposalCreated logs', error)
        if (!isCancelled) setResult({ key, logs: {} })
      })
    return () => {
      isCancelled = true
    }
  }, [governor, provider, refreshKey, key])

  return useMemo(() => (result?.key === key ? result.logs : undefined), [result, key])
}
