// VITE_RPC_URL_<chainId>: comma-separated RPC URLs, tried in order, that replace a chain's built-in list at build
// time. Public endpoints die (cloudflare-eth, Goerli's), so an operator must be able to swap them without code.

const KEY = /^VITE_RPC_URL_(\d+)$/

export interface RpcOverrides {
  /** URLs by chain id, in the order given. */
  urls: Readonly<Record<number, readonly string[]>>
  /** One line per variable that could not be used, naming it. */
  errors: readonly string[]
}

function isRpcUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** Reads every VITE_RPC_URL_<chainId> of `env`; a variable with a bad URL is left out whole and reported. */
export function parseRpcOverrides(env: Readonly<Record<string, unknown>>): RpcOverrides {
  const urls: Record<number, readonly string[]> = {}
  const errors: string[] = []
  for (const [key, value] of Object.entries(env)) {
    const chainId = Number(KEY.exec(key)?.[1])
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || typeof value !== 'string') continue
    const list = value
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '')
    if (list.length === 0) continue // an empty variable (as in .env.example) keeps the built-in list
    const bad = list.filter((url) => !isRpcUrl(url))
    if (bad.length > 0) errors.push(`${key}: not an http(s) URL: ${bad.join(', ')}`)
    else urls[chainId] = list
  }
  return { urls, errors }
}

/** The chain's RPC list: the override when there is one, otherwise the built-in one. */
export function rpcUrlsFor(chainId: number, builtIn: readonly string[], overrides: RpcOverrides): readonly string[] {
  return overrides.urls[chainId] ?? builtIn
}
