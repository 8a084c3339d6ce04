// Per-chain build settings an operator gives in the environment, replacing a chain's built-in values without code:
// VITE_RPC_URL_<chainId>, comma-separated RPC URLs tried in order (public endpoints die: cloudflare-eth, Goerli's);
// VITE_BLOCK_POLLING_MS_<chainId>, how often its head is asked for (a node of one's own can be asked more often
// than a public one); VITE_BLOCK_TIME_MS_<chainId>, the time between its blocks (countdowns, APR, and how long the
// poll rests after a new block: a chain that changed its pace, a development node of it that mines on demand). A bad
// value fails the build (vite.config.ts).

const RPC_URL_KEY = /^VITE_RPC_URL_(\d+)$/
const BLOCK_POLLING_KEY = /^VITE_BLOCK_POLLING_MS_(\d+)$/
const BLOCK_TIME_KEY = /^VITE_BLOCK_TIME_MS_(\d+)$/

/** Both durations' bounds: a faster poll floods a node, a slower one leaves the page minutes behind. */
export const CHAIN_DURATION_MS_RANGE = { min: 100, max: 600_000 } as const

export interface ChainOverrides {
  /** RPC URLs by chain id, in the order given. */
  urls: Readonly<Record<number, readonly string[]>>
  /** Block polling intervals by chain id, in milliseconds. */
  blockPollingMs: Readonly<Record<number, number>>
  /** Times between blocks by chain id, in milliseconds. */
  blockTimeMs: Readonly<Record<number, number>>
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

/** A variable's chain id when `key` matches `pattern` with a positive id and the value is a non-blank string. */
function chainOf(pattern: RegExp, key: string, value: unknown): number | undefined {
  const chainId = Number(pattern.exec(key)?.[1])
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || typeof value !== 'string' || value.trim() === '') return
  return chainId
}

/** Reads every per-chain variable of `env`; a bad variable is left out whole and reported. */
export function parseChainOverrides(env: Readonly<Record<string, unknown>>): ChainOverrides {
  const urls: Record<number, readonly string[]> = {}
  const blockPollingMs: Record<number, number> = {}
  const blockTimeMs: Record<number, number> = {}
  const errors: string[] = []
  const readDuration = (key: string, value: string, into: Record<number, number>, chainId: number) => {
    const text = value.trim()
    const ms = /^\d{1,9}$/.test(text) ? Number(text) : NaN
    const { min, max } = CHAIN_DURATION_MS_RANGE
    if (ms >= min && ms <= max) into[chainId] = ms
    else errors.push(`${key}: not a whole number of milliseconds from ${min} to ${max}: ${text}`)
  }
  for (const [key, value] of Object.entries(env)) {
    const urlsChain = chainOf(RPC_URL_KEY, key, value)
    if (urlsChain !== undefined) {
      const list = (value as string)
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== '')
      const bad = list.filter((url) => !isRpcUrl(url))
      if (bad.length > 0) errors.push(`${key}: not an http(s) URL: ${bad.join(', ')}`)
      else if (list.length > 0) urls[urlsChain] = list // an empty variable (as in .env.example) keeps the built-in list
    }
    const pollingChain = chainOf(BLOCK_POLLING_KEY, key, value)
    if (pollingChain !== undefined) readDuration(key, value as string, blockPollingMs, pollingChain)
    const blockTimeChain = chainOf(BLOCK_TIME_KEY, key, value)
    if (blockTimeChain !== undefined) readDuration(key, value as string, blockTimeMs, blockTimeChain)
  }
  return { urls, blockPollingMs, blockTimeMs, errors }
}

/** The chain's RPC list: the override when there is one, otherwise the built-in one. */
export function rpcUrlsFor(chainId: number, builtIn: readonly string[], overrides: ChainOverrides): readonly string[] {
  return overrides.urls[chainId] ?? builtIn
}
