// One status word for a multicall CallState: invalid, loading, syncing, error or ok.
import type { CallState } from '@uniswap/redux-multicall'

export type CallStatus = 'invalid' | 'loading' | 'syncing' | 'error' | 'ok'

/**
 * An error outranks syncing: an undecodable or reverted result is an error even while a newer block is
 * being fetched (the spec: "undecodable results count as error with syncing status").
 */
export function callStatus(state: CallState): CallStatus {
  if (!state.valid) return 'invalid'
  if (state.loading) return 'loading'
  if (state.error) return 'error'
  if (state.syncing) return 'syncing'
  return 'ok'
}
