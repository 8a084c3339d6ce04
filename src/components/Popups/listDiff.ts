// What a token-list update changes: tokens added, removed and changed, and a version label for the popup.
import type { TokenInfo, TokenList, Version } from '@uniswap/token-lists'

export interface ListDiff {
  added: TokenInfo[]
  removed: TokenInfo[]
  changed: number
}

const tokenKey = (token: TokenInfo) => `${token.chainId}:${token.address.toLowerCase()}`

const sameToken = (a: TokenInfo, b: TokenInfo) =>
  a.name === b.name && a.symbol === b.symbol && a.decimals === b.decimals && a.logoURI === b.logoURI

export function diffLists(oldList: Pick<TokenList, 'tokens'>, newList: Pick<TokenList, 'tokens'>): ListDiff {
  const before = new Map(oldList.tokens.map((token) => [tokenKey(token), token]))
  const after = new Map(newList.tokens.map((token) => [tokenKey(token), token]))
  const added = [...after.entries()].filter(([key]) => !before.has(key)).map(([, token]) => token)
  const removed = [...before.entries()].filter(([key]) => !after.has(key)).map(([, token]) => token)
  const changed = [...after.entries()].filter(([key, token]) => {
    const old = before.get(key)
    return old !== undefined && !sameToken(old, token)
  }).length
  return { added, removed, changed }
}

export function versionLabel(version: Version): string {
  return `v${version.major}.${version.minor}.${version.patch}`
}
