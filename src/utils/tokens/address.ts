// Address parsing for untrusted input: the checksummed address, or false.
import { getAddress } from '@ethersproject/address'

export function isAddress(value: unknown): string | false {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false
  try {
    return getAddress(value)
  } catch {
    return false // mixed case with a wrong checksum
  }
}
