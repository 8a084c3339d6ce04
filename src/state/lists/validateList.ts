// One stored token list checked on load: list fields must have the shapes the code reads, and each token must meet
// the token-list schema's rules the code relies on (uint8 decimals, checksummable address, symbol and name limits).
// A bad token is dropped on its own, so one corrupt entry does not cost the user the whole list.
import type { TokenInfo, TokenList } from '@uniswap/token-lists'

import { isRecord, isValidName, isValidSymbol, tokenCore } from '@/utils/storage/tokenRules'
import { warnDropped } from '@/utils/storage/warnDropped'

const isVersionNumber = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isString = (value: unknown): value is string => typeof value === 'string'

function asTags(raw: unknown): TokenList['tags'] | undefined {
  if (!isRecord(raw)) return undefined
  const tags: Record<string, { name: string; description: string }> = {}
  for (const [id, tag] of Object.entries(raw)) {
    // Tag names and descriptions are rendered as text: anything but strings would throw in React.
    if (id !== '__proto__' && isRecord(tag) && isString(tag.name) && isString(tag.description))
      tags[id] = { name: tag.name, description: tag.description }
  }
  return tags
}

/** A clean token (known fields only, address checksummed), or undefined when it breaks a rule. */
export function asListToken(raw: unknown): TokenInfo | undefined {
  const core = tokenCore(raw)
  if (!core || !isRecord(raw) || !isValidSymbol(raw.symbol) || !isValidName(raw.name)) return undefined
  return {
    ...core,
    symbol: raw.symbol,
    name: raw.name,
    ...(isString(raw.logoURI) ? { logoURI: raw.logoURI } : {}),
    ...(Array.isArray(raw.tags) ? { tags: raw.tags.filter(isString) } : {}),
  }
}

/**
 * The list's own fields are checked for shape only (it passed the schema validator when fetched): a list that no
 * longer looks like one was damaged or written by someone else and is dropped (the updater fetches it again).
 */
export function asTokenList(value: unknown, where: string): TokenList | null {
  if (value === null || value === undefined) return null
  const version = isRecord(value) ? value.version : undefined
  if (
    !isRecord(value) ||
    !isString(value.name) ||
    !isString(value.timestamp) ||
    !isRecord(version) ||
    ![version.major, version.minor, version.patch].every(isVersionNumber) ||
    !Array.isArray(value.tokens)
  ) {
    warnDropped(where, value)
    return null
  }
  const tokens: TokenInfo[] = []
  for (const raw of value.tokens) {
    const token = asListToken(raw)
    if (token) tokens.push(token)
    else warnDropped(`${where}.tokens`, raw)
  }
  const tags = asTags(value.tags)
  return {
    name: value.name,
    timestamp: value.timestamp,
    version: { major: version.major as number, minor: version.minor as number, patch: version.patch as number },
    tokens,
    ...(tags ? { tags } : {}),
    ...(isString(value.logoURI) ? { logoURI: value.logoURI } : {}),
    ...(Array.isArray(value.keywords) ? { keywords: value.keywords.filter(isString) } : {}),
  }
}
