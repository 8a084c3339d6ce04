// The last day of Swap events of the pairs shown, for their fee APR: one getLogs for all of them when first shown
// (in parts if the node refuses the day whole), then every SWAP_LOGS_REFRESH_MS one for only the blocks since. A pair
// whose logs the node did not serve (an error, a range it refuses even in parts) is 'unserved' until a later read
// succeeds. After a reorg the chain's windows are read again whole: some of their logs may be from orphaned blocks.
import { useEffect, useMemo, useRef, useState } from 'react'

import { SWAP_LOGS_REFRESH_MS } from '@/config/staking'
import { useReadProvider } from '@/connection/readProviderHook'
import { isQueryTooLarge } from '@/connection/rpc/queryTooLarge'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useChainReorgs, useLatestBlock } from '@/state/application/hooks'
import { swapInputsOf } from '@/utils/pools/poolHistory'
import { SWAP_TOPIC } from '@/utils/priceHistory/topics'
import type { SwapInputs } from '@/utils/staking/feeApr'
import { type BlockRange, fetchInParts } from '@/utils/staking/logParts'
import { advanceWindow, nextLogRange, type SwapWindow } from '@/utils/staking/swapWindow'

import { useBlockTime } from './useBlockTime'

export type SwapLogs =
  { status: 'loading' } | { status: 'unserved' } | { status: 'served'; swaps: readonly SwapInputs[] }

type Entry = SwapWindow | 'unserved'

const LOADING: SwapLogs = { status: 'loading' }

/** A log as the node sends it (eth_getLogs, raw JSON). */
interface RawLog {
  address: string
  blockNumber: string
  data: string
  topics: string[]
}

const hex = (block: number) => `0x${block.toString(16)}`

/** Swap logs by lowercase pair address. */
export function useSwapLogs(pairs: readonly string[]): Record<string, SwapLogs> {
  const chainId = useActiveChainId()
  const provider = useReadProvider()
  const blockTime = useBlockTime()
  // The head is taken as a read starts: the page does not render again for every block.
  const { hasBlock, latestBlock: readLatestBlock } = useLatestBlock()
  // Windows by `${chainId}:${pair}`: kept out of state so that storing an answer does not trigger another read.
  const entries = useRef(new Map<string, Entry>())
  const inFlight = useRef(new Set<string>())
  const [version, setVersion] = useState(0)
  const [tick, setTick] = useState(0)
  const key = useMemo(() => [...new Set(pairs.map((pair) => pair.toLowerCase()))].sort().join(','), [pairs])

  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), SWAP_LOGS_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])

  const reorgs = useChainReorgs()
  const handledReorgs = useRef(reorgs)
  useEffect(() => {
    if (handledReorgs.current === reorgs) return
    handledReorgs.current = reorgs
    for (const id of entries.current.keys()) if (id.startsWith(`${chainId}:`)) entries.current.delete(id)
    setTick((value) => value + 1)
  }, [reorgs, chainId])

  useEffect(() => {
    const latestBlock = readLatestBlock()
    if (!key || !hasBlock || latestBlock === undefined) return
    // Pairs needing the same blocks share one request (all of them, after the first read).
    const groups = new Map<string, { range: BlockRange; pairs: string[] }>()
    for (const pair of key.split(',')) {
      const id = `${chainId}:${pair}`
      if (inFlight.current.has(id)) continue
      const entry = entries.current.get(id)
      const range = nextLogRange(entry === 'unserved' ? undefined : entry, latestBlock, blockTime)
      if (!range) continue
      const group = `${range.fromBlock}-${range.toBlock}`
      if (!groups.has(group)) groups.set(group, { range, pairs: [] })
      groups.get(group)!.pairs.push(pair)
    }
    for (const { range, pairs: group } of groups.values()) {
      const ids = group.map((pair) => `${chainId}:${pair}`)
      ids.forEach((id) => inFlight.current.add(id))
      // Sent as is: the node takes several addresses in one filter, ethers' getLogs only one.
      const fetchRange = async (part: BlockRange) => {
        const filter = {
          address: group,
          topics: [SWAP_TOPIC],
          fromBlock: hex(part.fromBlock),
          toBlock: hex(part.toBlock),
        }
        const logs = (await provider.send('eth_getLogs', [filter])) as unknown
        if (!Array.isArray(logs)) throw new Error('eth_getLogs answered no list')
        return logs as RawLog[]
      }
      void fetchInParts(range, fetchRange, isQueryTooLarge)
        .then((logs) => {
          for (const [index, pair] of group.entries()) {
            const swaps = logs.filter((log) => log.address.toLowerCase() === pair).map(swapInputsOf)
            const entry = entries.current.get(ids[index])
            entries.current.set(
              ids[index],
              advanceWindow(entry === 'unserved' ? undefined : entry, range, swaps, blockTime),
            )
          }
        })
        .catch((error: unknown) => {
          // Hidden rather than guessed: a missing day of swaps would show a fee APR that is too low.
          console.warn('Swap logs were not served; the fee APR stays hidden', error)
          ids.forEach((id) => entries.current.set(id, 'unserved'))
        })
        .finally(() => {
          ids.forEach((id) => inFlight.current.delete(id))
          setVersion((value) => value + 1)
        })
    }
  }, [key, tick, hasBlock, readLatestBlock, chainId, provider, blockTime])

  return useMemo(() => {
    void version // the map changes in place; the version says when
    const result: Record<string, SwapLogs> = {}
    for (const pair of key ? key.split(',') : []) {
      const entry = entries.current.get(`${chainId}:${pair}`)
      result[pair] = !entry
        ? LOADING
        : entry === 'unserved'
          ? { status: 'unserved' }
          : { status: 'served', swaps: entry.swaps }
    }
    return result
  }, [key, chainId, version])
}
