import type { CallState } from './types'

/** The first returned value as a bigint, once the call has a result for the current block. */
export function callBigInt(state: CallState): bigint | undefined {
  const value: unknown = state.result?.[0]
  return value !== undefined && value !== null && !state.loading ? BigInt(String(value)) : undefined
}
