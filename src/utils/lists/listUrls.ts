// Where a list URL can be fetched from: http(s) as given, ipfs/ipns through gateways, ENS names parsed.
import { IPFS_GATEWAYS } from '@/config/lists'

const ENS_NAME_REGEX = /^(([a-zA-Z0-9]+(-[a-zA-Z0-9]+)*\.)+)eth(\/.*)?$/

export interface ParsedENSAddress {
  ensName: string
  ensPath: string | undefined
}

/** `tokens.uniswap.eth` or `tokens.uniswap.eth/path` → name and path; anything else → undefined. */
export function parseENSAddress(ensAddress: string): ParsedENSAddress | undefined {
  const match = ENS_NAME_REGEX.exec(ensAddress)
  if (!match) return undefined
  return { ensName: `${match[1].toLowerCase()}eth`, ensPath: match[4] }
}

/**
 * The http(s) URLs to try, in order, for a list URI; empty when the protocol is not one we fetch.
 * http is tried as https first: the CSP only lets the app reach plain http on loopback.
 * `./…` is a file served by the app itself (resolved against the page, so it works from any sub-path).
 */
export function uriToHttp(uri: string): string[] {
  if (uri.startsWith('./')) return [uri]
  const protocol = uri.split(':')[0].toLowerCase()
  switch (protocol) {
    case 'https':
      return [uri]
    case 'http':
      return [`https${uri.slice(4)}`, uri]
    case 'ipfs':
    case 'ipns': {
      const path = /^ip[fn]s:(\/\/)?(.*)$/i.exec(uri)?.[2]
      if (!path) return []
      return IPFS_GATEWAYS.map((gateway) => `${gateway}/${protocol}/${path}`)
    }
    default:
      return []
  }
}

/** The add-list input's check; the UI shows 'Enter valid list location' when this is false. */
export function isValidListLocation(input: string): boolean {
  const value = input.trim()
  if (parseENSAddress(value)) return true
  if (value.startsWith('./') || uriToHttp(value).length === 0) return false
  try {
    const url = new URL(value)
    return url.protocol === 'ipfs:' || url.protocol === 'ipns:' || url.hostname.length > 0
  } catch {
    return false
  }
}
