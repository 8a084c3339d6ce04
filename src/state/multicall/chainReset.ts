// Forgets a chain's multicall results when its block number is reset (the chain went back, e.g. a restarted
// development chain): the library keeps a result unless a newer block brings another, so answers from the new,
// lower chain would never replace data read from the old one.
import type { Action, Reducer } from 'redux'

import { blockNumberReset } from '@/state/application/slice'

import type { MulticallState } from './types'

export function withChainReset<A extends Action>(reducer: Reducer<MulticallState, A>): Reducer<MulticallState, A> {
  return (state, action) => {
    const next = reducer(state, action)
    if (!blockNumberReset.match(action) || !next.callResults[action.payload.chainId]) return next
    const callResults = { ...next.callResults }
    delete callResults[action.payload.chainId]
    return { ...next, callResults }
  }
}
