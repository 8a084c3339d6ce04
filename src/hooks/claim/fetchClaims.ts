// Loads a chain's claims file once per page (relative URL, so the app works from any sub-path).
import { type ClaimsByAccount, parseClaimsFile } from './claimsFile'

export const claimsUrl = (chainId: number) => `./claims/${chainId}.json`

const requests = new Map<number, Promise<ClaimsByAccount | undefined>>()

async function load(chainId: number, fetcher: typeof fetch): Promise<ClaimsByAccount | undefined> {
  try {
    const response = await fetcher(claimsUrl(chainId))
    // A chain without a merkle claim simply has no file.
    if (!response.ok) return undefined
    const claims = parseClaimsFile(await response.json())
    if (!claims) console.warn(`Claims file for chain ${chainId} is malformed; ignoring it`)
    return claims
  } catch (error) {
    console.debug(`Claims file for chain ${chainId} could not be loaded`, error)
    return undefined
  }
}

/** The validated claims of a chain, fetched at most once (a failed fetch is retried on the next call). */
export function fetchClaims(chainId: number, fetcher: typeof fetch = fetch): Promise<ClaimsByAccount | undefined> {
  let request = requests.get(chainId)
  if (!request) {
    request = load(chainId, fetcher).then((claims) => {
      if (!claims) requests.delete(chainId)
      return claims
    })
    requests.set(chainId, request)
  }
  return request
}

/** For tests: forget every loaded file. */
export function clearClaimsCache(): void {
  requests.clear()
}
