// The connected account's history from the chain's logs, for the activity page: read once in full (with progress),
// then every HISTORY_REFRESH_MS for the blocks since, from the history store. A node that does not serve the logs
// leaves the page with the records of this browser and a note; the next refresh tries again.
import { useEffect, useMemo, useRef, useState } from 'react'

import { getDeployment } from '@/config/deployments'
import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber, useChainReorgs } from '@/state/application/hooks'
import type { ChainActivity, KnownContracts } from '@/utils/chainActivity/classify'
import { readAccountActivity } from '@/utils/chainActivity/readActivity'
import { historyStore } from '@/utils/logs/historyStore'

/** How often the history is read again for new blocks while the page is open. */
export const HISTORY_REFRESH_MS = 10_000

export type ChainHistory =
  | { status: 'loading'; progress: number; activities: readonly ChainActivity[] }
  | { status: 'ready'; activities: readonly ChainActivity[] }
  | { status: 'unserved'; activities: readonly ChainActivity[] }
  /** A chain without the app's contracts: no history to read. */
  | { status: 'none'; activities: readonly ChainActivity[] }

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

export function useChainActivity(account: string): ChainHistory {
  const chainId = useActiveChainId()
  const provider = useReadProvider()
  const blockNumber = useBlockNumber()
  const reorgs = useChainReorgs()
  const contracts = useMemo(() => knownContracts(chainId), [chainId])
  const key = `${chainId}:${account.toLowerCase()}`
  const [state, setState] = useState<{ key: string; history: ChainHistory }>()
  const latest = useRef(blockNumber)
  latest.current = blockNumber
  const [tick, setTick] = useState(0)
  const hasBlock = blockNumber !== undefined

  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), HISTORY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])

  // The read under way, by key: a refresh waits for it rather than start a second one (a first read can take long).
  const reading = useRef<string | undefined>(undefined)
  const shownKey = useRef(key)
  shownKey.current = key

  useEffect(() => {
    const head = latest.current
    if (!contracts || !hasBlock || head === undefined || reading.current === key) return
    reading.current = key
    const isShown = () => shownKey.current === key
    setState((previous) =>
      previous?.key === key ? previous : { key, history: { status: 'loading', progress: 0, activities: NONE } },
    )
    void (async () => {
      try {
        const activities = await readAccountActivity({
          chainId,
          account,
          contracts,
          latest: head,
          send: (method, params) => provider.send(method, params),
          store: await historyStore(),
          onProgress: (read, total) =>
            setState((previous) =>
              isShown() && previous?.key === key && previous.history.status === 'loading'
                ? { key, history: { ...previous.history, progress: total > 0 ? read / total : 1 } }
                : previous,
            ),
        })
        if (isShown()) setState({ key, history: { status: 'ready', activities } })
      } catch (error) {
        console.warn('The chain history was not served', error)
        const activities = (previous: typeof state) => (previous?.key === key ? previous.history.activities : NONE)
        if (isShown())
          setState((previous) => ({ key, history: { status: 'unserved', activities: activities(previous) } }))
      } finally {
        if (reading.current === key) reading.current = undefined
      }
    })()
  }, [key, chainId, account, contracts, provider, hasBlock, tick, reorgs])

  if (!contracts) return { status: 'none', activities: NONE }
  return state?.key === key ? state.history : { status: 'loading', progress: 0, activities: NONE }
}
