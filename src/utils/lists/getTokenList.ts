// Downloads and validates a token list from an https, http, ipfs, ipns or ENS list URL, trying fallbacks in order.
import type { TokenList } from '@uniswap/token-lists'

import { contenthashToUri } from './contenthash'
import { fetchListJson, ListDownloadError, type ListFetch, type ListFetchLimits } from './fetchListJson'
import { parseENSAddress, uriToHttp } from './listUrls'
import { validateTokenList } from './validateTokenList'

export type ResolveENSContentHash = (ensName: string) => Promise<string>

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
 * Only a failed download moves on to the next URL (a dead gateway, a timeout, a body over the cap); a list that
 * downloads but is invalid fails at once (every gateway serves the same content). When every URL fails, the
 * message is the spec's 'Failed to download list {url}' followed by the last URL's reason.
 */
export async function getTokenList(
  listUrl: string,
  resolveENSContentHash: ResolveENSContentHash,
  fetchImpl: ListFetch = (url, init) => fetch(url, { ...init, credentials: 'omit' }),
  limits?: ListFetchLimits,
): Promise<TokenList> {
  const urls = await candidateUrls(listUrl, resolveENSContentHash)
  let lastError: unknown
  for (const url of urls) {
    let json: unknown
    try {
      json = await fetchListJson(url, fetchImpl, limits)
    } catch (error) {
      console.debug('Failed to fetch list', listUrl, url, error)
      lastError = error
      continue
    }
    return validateTokenList(json)
  }
  if (urls.length === 0) throw new Error('Unrecognized list URL protocol.')
  const reason = lastError instanceof ListDownloadError ? `: ${lastError.message}` : ''
  throw new Error(`Failed to download list ${listUrl}${reason}`, { cause: lastError })
}
