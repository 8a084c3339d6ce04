// Fetches one chunk through UniswapInterfaceMulticall: per-call success, so one revert fails only its own call.
import type { BigNumber } from '@ethersproject/bignumber'

import { toCallKey } from './callKeys'
import { RetryableError } from './retry'
import { type Call, DEFAULT_CALL_GAS_REQUIRED } from './types'

interface CallResult {
  readonly success: boolean
  readonly returnData: string
}

/** The part of the multicall contract (an ethers Contract over MULTICALL_ABI) that fetching needs. */
export interface MulticallContract {
  readonly callStatic: {
    multicall(
      calls: { target: string; gasLimit: number; callData: string }[],
    ): Promise<readonly [BigNumber, readonly CallResult[]] | { blockNumber: BigNumber; returnData: CallResult[] }>
  }
}

export interface ChunkResult {
  blockNumber: number
  results: CallResult[]
}

function isOutOfGas(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /out of gas/i.test(message)
}

/**
 * Reads a chunk at the node's latest block. Results older than `minBlockNumber` are a RetryableError
 * (a lagging fallback node catches up); a chunk that runs out of gas as a whole is split in two.
 */
export async function fetchChunk(
  multicall: MulticallContract,
  chunk: readonly Call[],
  minBlockNumber: number,
): Promise<ChunkResult> {
  let blockNumber: BigNumber
  let results: readonly CallResult[]
  try {
    const response = await multicall.callStatic.multicall(
      chunk.map((call) => ({
        target: call.address,
        gasLimit: call.gasRequired ?? DEFAULT_CALL_GAS_REQUIRED,
        callData: call.callData,
      })),
    )
    ;[blockNumber, results] = Array.isArray(response)
      ? (response as readonly [BigNumber, readonly CallResult[]])
      : [(response as { blockNumber: BigNumber }).blockNumber, (response as { returnData: CallResult[] }).returnData]
  } catch (error) {
    if (chunk.length > 1 && isOutOfGas(error)) {
      const half = Math.floor(chunk.length / 2)
      const [first, second] = await Promise.all([
        fetchChunk(multicall, chunk.slice(0, half), minBlockNumber),
        fetchChunk(multicall, chunk.slice(half), minBlockNumber),
      ])
      return {
        blockNumber: Math.min(first.blockNumber, second.blockNumber),
        results: [...first.results, ...second.results],
      }
    }
    throw error
  }
  const fetchedBlock = blockNumber.toNumber()
  if (fetchedBlock < minBlockNumber)
    throw new RetryableError(`Fetched for old block number: ${fetchedBlock} vs. ${minBlockNumber}`)
  return { blockNumber: fetchedBlock, results: results.map(({ success, returnData }) => ({ success, returnData })) }
}

/** Splits a chunk's results into data to store and calls that failed (reverted or returned nothing). */
export function splitResults(
  chunk: readonly Call[],
  results: readonly CallResult[],
): { results: Record<string, string>; erroredCalls: Call[] } {
  const data: Record<string, string> = {}
  const erroredCalls: Call[] = []
  chunk.forEach((call, i) => {
    const result = results[i]
    if (result?.success) data[toCallKey(call)] = result.returnData
    else erroredCalls.push(call)
  })
  return { results: data, erroredCalls }
}
