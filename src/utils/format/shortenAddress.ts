import { getAddress } from '@ethersproject/address'

/** `0x1234...abcd` form of a valid address; throws on anything else so a bug never shows a wrong account. */
export function shortenAddress(address: string, chars = 4): string {
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, chars + 2)}...${checksummed.slice(-chars)}`
}
