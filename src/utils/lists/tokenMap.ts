// Tokens of one or more lists indexed by chain and checksummed address, with their list tags resolved.
import { getAddress } from '@ethersproject/address'
import type { TokenInfo, TokenList } from '@uniswap/token-lists'

import { sanitizeTokenName, sanitizeTokenSymbol } from '@/utils/tokens/sanitizeTokenText'

import { isSafeLogoURI } from './isSafeLogoURI'

export interface TagInfo {
  id: string
  name: string
  description: string
}

export interface ListTokenInfo {
  /** As in the list, with the address checksummed, name and symbol cleaned and an unsafe logoURI removed. */
  token: TokenInfo
  tags: TagInfo[]
  listUrl: string
  listName: string
}

export type TokenAddressMap = Readonly<{ [chainId: number]: Readonly<{ [address: string]: ListTokenInfo }> }>

function checksummed(address: string): string | undefined {
  try {
    return getAddress(address)
  } catch {
    return undefined
  }
}

// Lists are immutable store values: one map per list object, shared by every caller.
const cache = new WeakMap<TokenList, Map<string, TokenAddressMap>>()

export function listToTokenMap(list: TokenList, listUrl: string): TokenAddressMap {
  const cached = cache.get(list)?.get(listUrl)
  if (cached) return cached
  const map: { [chainId: number]: { [address: string]: ListTokenInfo } } = {}
  for (const info of list.tokens) {
    const address = checksummed(info.address)
    if (!address) continue
    const { logoURI, ...rest } = info
    const token: TokenInfo = {
      ...rest,
      address,
      // The schema allows any non-space characters: bidi overrides and zero-width ones included.
      symbol: sanitizeTokenSymbol(info.symbol),
      name: sanitizeTokenName(info.name),
      ...(isSafeLogoURI(logoURI) ? { logoURI } : {}),
    }
    const tags = (info.tags ?? []).flatMap((id) => {
      const tag = list.tags?.[id]
      return tag ? [{ id, name: tag.name, description: tag.description }] : []
    })
    const byAddress = (map[info.chainId] ??= {})
    // The first entry wins; validated lists have no duplicates anyway.
    byAddress[address] ??= { token, tags, listUrl, listName: list.name }
  }
  cache.set(list, (cache.get(list) ?? new Map()).set(listUrl, map))
  return map
}

/** Earlier maps take precedence when two lists hold the same token. */
export function combineTokenMaps(maps: readonly TokenAddressMap[]): TokenAddressMap {
  if (maps.length === 1) return maps[0]
  const combined: { [chainId: number]: { [address: string]: ListTokenInfo } } = {}
  for (const map of [...maps].reverse()) {
    for (const [chainId, byAddress] of Object.entries(map)) {
      combined[Number(chainId)] = { ...combined[Number(chainId)], ...byAddress }
    }
  }
  return combined
}
