// Which listened-to call keys need fetching for the latest block: the updater's decision, kept pure.
import type { MulticallState } from './types'

/** Each call key with at least one listener, mapped to the smallest blocks-per-fetch asked for it. */
export function activeListeningKeys(
  allListeners: MulticallState['callListeners'],
  chainId: number | undefined,
): Record<string, number> {
  const listeners = chainId ? allListeners?.[chainId] : undefined
  if (!listeners) return {}
  const keys: Record<string, number> = {}
  for (const [callKey, byBlocksPerFetch] of Object.entries(listeners)) {
    const active = Object.entries(byBlocksPerFetch)
      .filter(([blocksPerFetch, count]) => Number(blocksPerFetch) > 0 && count > 0)
      .map(([blocksPerFetch]) => Number(blocksPerFetch))
    if (active.length > 0) keys[callKey] = Math.min(...active)
  }
  return keys
}

/**
 * The keys whose data is older than their blocks-per-fetch allows and that are not already being
 * fetched for a recent enough block.
 */
export function outdatedListeningKeys(
  callResults: MulticallState['callResults'],
  listeningKeys: Record<string, number>,
  chainId: number | undefined,
  latestBlockNumber: number | undefined,
): string[] {
  if (!chainId || !latestBlockNumber) return []
  const results = callResults[chainId]
  if (!results) return Object.keys(listeningKeys)
  return Object.keys(listeningKeys).filter((callKey) => {
    const data = results[callKey]
    if (!data) return true
    const minDataBlockNumber = latestBlockNumber - (listeningKeys[callKey] - 1)
    if (data.fetchingBlockNumber && data.fetchingBlockNumber >= minDataBlockNumber) return false
    return !data.blockNumber || data.blockNumber < minDataBlockNumber
  })
}
