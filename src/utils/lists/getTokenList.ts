// Downloads and validates a token list from an https, http, ipfs, ipns or ENS list URL, trying fallbacks in order.
import type { TokenList } from '@uniswap/token-lists'

import { contenthashToUri } from './contenthash'
import { parseENSAddress, uriToHttp } from './listUrls'
import { validateTokenList } from './validateTokenList'

export type ResolveENSContentHash = (ensName: string) => Promise<string>
type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>

async function candidateUrls(listUrl: string, resolveENSContentHash: ResolveENSContentHash): Promise<string[]> {
  const parsedENS = parseENSAddress(listUrl)
  if (!parsedENS) return uriToHttp(listUrl)
  let contenthash: string
  try {
    contenthash = await resolveENSContentHash(parsedENS.ensName)
  } catch (error) {
    console.debug(`Failed to resolve ENS name: ${parsedENS.ensName}`, error)
    throw new Error(`Failed to resolve ENS name: ${parsedENS.ensName}`, { cause: error })
  }
  let uri: string
  try {
    uri = contenthashToUri(contenthash)
  } catch (error) {
    console.debug('Failed to translate contenthash to URI', contenthash, error)
    throw new Error(`Failed to translate contenthash to URI: ${contenthash}`, { cause: error })
  }
  return uriToHttp(`${uri}${parsedENS.ensPath ?? ''}`)
}

/**
 * Only a failed download moves on to the next URL; a list that downloads but is invalid fails at once
 * (every gateway serves the same content).
 */
export async function getTokenList(
  listUrl: string,
  resolveENSContentHash: ResolveENSContentHash,
  fetchImpl: Fetch = (url) => fetch(url, { credentials: 'omit' }),
): Promise<TokenList> {
  const urls = await candidateUrls(listUrl, resolveENSContentHash)
  for (let i = 0; i < urls.length; i++) {
    const isLast = i === urls.length - 1
    let json: unknown
    try {
      const response = await fetchImpl(urls[i])
      if (!response.ok) throw new Error(`HTTP error from ${urls[i]}`)
      json = await response.json()
    } catch (error) {
      console.debug('Failed to fetch list', listUrl, urls[i], error)
      if (isLast) throw new Error(`Failed to download list ${listUrl}`, { cause: error })
      continue
    }
    return validateTokenList(json)
  }
  throw new Error('Unrecognized list URL protocol.')
}
