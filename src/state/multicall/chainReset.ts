// Forgets a chain's multicall results when the chain changes its mind (a reorg, or a restarted development chain):
// the reducer keeps a result unless a newer block brings another, so answers from the new chain at the same or a
// lower height would never replace data read from orphaned blocks. All of the chain's results go, not only those
// read at the reorg's height or above: heights between two polls are never seen, so the fork may be lower.
import type { Action, Reducer } from 'redux'

import { chainReorganized } from '@/state/application/slice'

import type { MulticallState } from './types'

export function withChainReset<A extends Action>(reducer: Reducer<MulticallState, A>): Reducer<MulticallState, A> {
  return (state, action) => {
    const next = reducer(state, action)
    if (!chainReorganized.match(action) || !next.callResults[action.payload.chainId]) return next
    const callResults = { ...next.callResults }
    delete callResults[action.payload.chainId]
    return { ...next, callResults }
  }
}
