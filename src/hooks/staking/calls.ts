// Multicall results as bigints and numbers.
import type { CallState } from '@/state/multicall/hooks'

/** Field `index` of a call's result as a bigint; undefined while loading or on error. */
export function resultBigInt(state: CallState | undefined, index = 0): bigint | undefined {
  const value = state?.result?.[index]
  return value === undefined || value === null ? undefined : BigInt(value.toString())
}

export function resultNumber(state: CallState | undefined, index = 0): number | undefined {
  const value = resultBigInt(state, index)
  return value === undefined ? undefined : Number(value)
}

export function resultString(state: CallState | undefined, index = 0): string | undefined {
  const value = state?.result?.[index]
  return typeof value === 'string' ? value : undefined
}
