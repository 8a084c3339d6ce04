// The multicall store's shapes: @uniswap/redux-multicall's, so the keys, listeners and results read the same.
import type { Result } from '@ethersproject/abi'

export interface Call {
  address: string
  callData: string
  gasRequired?: number
}

/** A call's raw result as the store holds it for a component: `data` undefined until read, or when it reverted. */
export interface CallResult {
  readonly valid: boolean
  readonly data: string | undefined
  readonly blockNumber: number | undefined
}

/** A call's decoded result for a component. */
export interface CallState {
  readonly valid: boolean
  readonly result: Result | undefined
  readonly loading: boolean
  readonly syncing: boolean
  readonly error: boolean
  /** The block the result was read at; undefined while there is none. */
  readonly blockNumber?: number
}

export interface ListenerOptions {
  /** Fetch again after this many blocks; `Infinity` reads once. */
  readonly blocksPerFetch: number
}

export interface ListenerOptionsWithGas extends ListenerOptions {
  readonly gasRequired?: number
}

export interface MulticallState {
  /** chain → call key → blocksPerFetch → how many components listen. */
  callListeners?: Record<number, Record<string, Record<number, number>>>
  callResults: Record<
    number,
    Record<string, { data?: string | null; blockNumber?: number; fetchingBlockNumber?: number }>
  >
}

export const DEFAULT_BLOCKS_PER_FETCH = 1
/** The gas a call is given inside the multicall when it names none. */
export const DEFAULT_CALL_GAS_REQUIRED = 1_000_000
/** For values that never change (a pool's tokens, a factory's fee address): read once, not on every block. */
export const NEVER_RELOAD: ListenerOptions = { blocksPerFetch: Infinity }
