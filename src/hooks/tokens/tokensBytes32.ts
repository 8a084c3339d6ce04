// Token metadata from old ERC20s whose name/symbol are bytes32 (like MKR): decode the string, else the bytes32.
import { parseBytes32String } from '@ethersproject/strings'

const BYTES32 = /^0x[a-fA-F0-9]{64}$/

/** The string result when there is one, else the bytes32 one decoded, else the fallback. */
export function parseStringOrBytes32(str: string | undefined, bytes32: string | undefined, fallback: string): string {
  if (str && str.length > 0) return str
  if (bytes32 && BYTES32.test(bytes32) && /[1-9a-fA-F]/.test(bytes32.slice(2))) {
    try {
      return parseBytes32String(bytes32)
    } catch {
      return fallback // not a NUL-terminated string
    }
  }
  return fallback
}
