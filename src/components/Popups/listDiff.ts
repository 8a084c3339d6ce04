// What a token-list update changes, by @uniswap/token-lists' diffTokenLists: tokens added, removed and changed
// (addresses compared in one case, as the app keys tokens), and a version label for the popup.
import { diffTokenLists, type TokenInfo, type TokenList, type Version } from '@uniswap/token-lists'

export interface ListDiff {
  added: TokenInfo[]
  removed: TokenInfo[]
  changed: number
}

const inOneCase = (tokens: readonly TokenInfo[]) =>
  tokens.map((token) => ({ ...token, address: token.address.toLowerCase() }))

export function diffLists(oldList: Pick<TokenList, 'tokens'>, newList: Pick<TokenList, 'tokens'>): ListDiff {
  const { added, removed, changed } = diffTokenLists(inOneCase(oldList.tokens), inOneCase(newList.tokens))
  const changedCount = Object.values(changed).reduce((count, byAddress) => count + Object.keys(byAddress).length, 0)
  return { added, removed, changed: changedCount }
}

export function versionLabel(version: Version): string {
  return `v${version.major}.${version.minor}.${version.patch}`
}
