// Splits the calls of one block into multicall chunks of at most 500 calls.
import type { Call } from './types'

/** The spec's chunk size. */
export const MAX_CALLS_PER_CHUNK = 500

export function chunkCalls<T extends Call>(calls: readonly T[], maxCalls = MAX_CALLS_PER_CHUNK): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < calls.length; start += maxCalls) chunks.push(calls.slice(start, start + maxCalls))
  return chunks
}
