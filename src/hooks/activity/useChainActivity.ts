// The connected account's history from the chain's logs, for the activity page (see useHistoryRead for when it is
// read; the reader loads with the first read, not with the page). A chain without the app's contracts has no history
// to read.
import { useCallback, useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type HistoryReadContext, useHistoryRead } from '@/hooks/history/useHistoryRead'
import type { ChainActivity, KnownContracts } from '@/utils/chainActivity/types'

export type ChainHistory =
  | { status: 'loading'; progress: number; activities: readonly ChainActivity[] }
  | { status: 'ready' | 'unserved' | 'none'; activities: readonly ChainActivity[] }

const NONE: readonly ChainActivity[] = []

function knownContracts(chainId: number): KnownContracts | undefined {
  const deployment = getDeployment(chainId)
  if (!deployment) return undefined
  return {
    weth: deployment.weth.toLowerCase(),
    masterBreeder: deployment.staking.masterBreeder.toLowerCase(),
    singlePools: deployment.staking.singlePools.map((pool) => pool.address.toLowerCase()),
    governor: deployment.governance.governor.toLowerCase(),
    governanceToken: deployment.governance.token.toLowerCase(),
    merkleDistributor: deployment.merkleDistributor?.toLowerCase(),
    migrator: deployment.migrator?.toLowerCase(),
  }
}

/** The account's chain history; `enabled` false reads nothing (a page that needs it only at times). */
export function useChainActivity(account: string, enabled = true): ChainHistory {
  const chainId = useActiveChainId()
  const contracts = useMemo(() => knownContracts(chainId), [chainId])
  const read = useCallback(
    async (context: HistoryReadContext) => {
      const { readAccountActivity } = await import('@/utils/chainActivity/readActivity')
      return readAccountActivity({ ...context, chainId, account, contracts: contracts! })
    },
    [chainId, account, contracts],
  )
  const history = useHistoryRead(
    contracts && enabled ? `activity:${chainId}:${account.toLowerCase()}` : undefined,
    read,
  )
  if (!contracts) return { status: 'none', activities: NONE }
  const activities = history.value ?? NONE
  return history.status === 'loading'
    ? { status: 'loading', progress: history.progress, activities }
    : { status: history.status, activities }
}
