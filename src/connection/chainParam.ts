// The `?chain=` URL parameter: which served network a link opens, read from the query inside the hash (HashRouter,
// `/#/swap?chain=2152`) or the real query string, and written back without disturbing the other parameters.

const PARAM = 'chain'
const DECIMAL_ID = /^[1-9]\d{0,15}$/

function rawParam(query: string): string | null {
  try {
    return new URLSearchParams(query).get(PARAM)
  } catch {
    return null
  }
}

/** The chain a query names, only when it is plain decimal and one of `choices`: a URL is never trusted beyond that. */
export function parseChainParam(query: string, choices: readonly number[]): number | undefined {
  const value = rawParam(query)?.trim()
  if (!value || !DECIMAL_ID.test(value)) return undefined
  const chainId = Number(value)
  return choices.includes(chainId) ? chainId : undefined
}

/** The router's query (inside the hash) first, since the app writes there; then the real query string. */
export function chainFromLocation(routerSearch: string, windowSearch: string, choices: readonly number[]) {
  return parseChainParam(routerSearch, choices) ?? parseChainParam(windowSearch, choices)
}

/** True when the query already says `chain=<chainId>` (so nothing needs writing). */
export function hasChainParam(query: string, chainId: number): boolean {
  return rawParam(query) === String(chainId)
}

/** `search` with `chain=<chainId>` where its chain parameter was (or last); every other parameter is kept as is. */
export function withChainParam(search: string, chainId: number): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
  const first = parts.findIndex((part) => decodeKey(part) === PARAM)
  const others = parts.filter((part) => decodeKey(part) !== PARAM)
  others.splice(first === -1 ? others.length : first, 0, `${PARAM}=${chainId}`)
  return `?${others.join('&')}`
}

function decodeKey(part: string): string {
  const key = part.split('=')[0]
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '))
  } catch {
    return key
  }
}

/**
 * The chain the app shows: the wallet's when it is connected to one the app knows (the wallet signs there), else the
 * user's choice (switcher or link), else the build's default.
 */
export function chooseActiveChain(options: {
  walletChainId: number | undefined
  isKnownChain: (chainId: number | undefined) => boolean
  selected: number | undefined
  defaultChainId: number
}): number {
  const { walletChainId, isKnownChain, selected, defaultChainId } = options
  if (walletChainId !== undefined && isKnownChain(walletChainId)) return walletChainId
  return selected ?? defaultChainId
}
