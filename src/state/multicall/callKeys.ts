// Multicall call keys, in @uniswap/redux-multicall's format `address-callData[-gasRequired]`, validated as the spec asks.
import type { Call } from './types'

const ADDRESS = /^0x[a-fA-F0-9]{40}$/
const LOWER_HEX = /^0x[a-f0-9]*$/

/**
 * The key the store files a call under, unchecked: a call with a bad address is listened to and then skipped by the
 * updater (which parses keys with `parseCallKey`), never thrown from a component's render.
 */
export function storeCallKey(call: Call): string {
  return call.gasRequired ? `${call.address}-${call.callData}-${call.gasRequired}` : `${call.address}-${call.callData}`
}

export function toCallKey(call: Call): string {
  if (!ADDRESS.test(call.address)) throw new Error(`Invalid address: ${call.address}`)
  if (!LOWER_HEX.test(call.callData)) throw new Error(`Invalid hex: ${call.callData}`)
  if (call.gasRequired !== undefined && !Number.isSafeInteger(call.gasRequired))
    throw new Error(`Invalid number: ${call.gasRequired}`)
  return storeCallKey(call)
}

export function parseCallKey(callKey: string): Call {
  const parts = callKey.split('-')
  if (parts.length !== 2 && parts.length !== 3) throw new Error('Invalid call key')
  const [address, callData, gas] = parts
  if (!ADDRESS.test(address) || !LOWER_HEX.test(callData)) throw new Error('Invalid call key')
  if (gas === undefined) return { address, callData }
  const gasRequired = Number(gas)
  if (!Number.isSafeInteger(gasRequired) || gasRequired <= 0) throw new Error('Invalid call key')
  return { address, callData, gasRequired }
}
