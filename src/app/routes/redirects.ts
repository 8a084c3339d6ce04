// The route table's redirects as pure functions: each returns the path to go to, or null to render the page.
import { matchPath, parsePath } from 'react-router-dom'

const ADDRESS = '0x[a-fA-F0-9]{40}'
/** The old add and remove URL shape: two addresses joined by a dash. */
const ADDRESS_PAIR = new RegExp(`^(${ADDRESS})-(${ADDRESS})$`)
const SINGLE_ADDRESS = new RegExp(`^${ADDRESS}$`)

export const SWAP_PATH = '/swap'
export const SEND_PATH = '/send'
export const POOL_PATH = '/pool'
export const MIGRATE_V1_PATH = '/migrate/v1'

/** Where any path outside the route table goes: the send screen (the spec's fallback). */
export const FALLBACK_PATH = SEND_PATH

/** Whether a URL's hash lands on the swap page (`/` redirects there), matched as the route table matches it. */
export function landsOnSwapPage(hash: string): boolean {
  const { pathname = '/' } = parsePath(hash.replace(/^#/, ''))
  return ['/', SWAP_PATH, SEND_PATH].some((path) => matchPath(path, pathname || '/') !== null)
}

export type AddLiquidityPrefix = '/add' | '/create'

const segment = (value: string) => encodeURIComponent(value)

export function isAddress(value: string | undefined): boolean {
  return value !== undefined && SINGLE_ADDRESS.test(value)
}

/** /swap/{outputCurrency} → /swap?outputCurrency=…, keeping the other query parameters. */
export function swapOutputCurrencyRedirect(outputCurrency: string, search: string): string {
  const params = new URLSearchParams(search)
  params.set('outputCurrency', outputCurrency)
  return `${SWAP_PATH}?${params.toString()}`
}

/**
 * /add/{A}-{B} → /add/{A}/{B} when both are addresses; /add/{A}/{A} (any case) → /add/{A}. The same rules
 * hold under /create. Null: the add-liquidity page renders with these parameters.
 */
export function addLiquidityRedirect(
  prefix: AddLiquidityPrefix,
  currencyIdA: string,
  currencyIdB?: string,
): string | null {
  if (currencyIdB === undefined) {
    const pair = ADDRESS_PAIR.exec(currencyIdA)
    return pair ? `${prefix}/${pair[1]}/${pair[2]}` : null
  }
  if (currencyIdA.toLowerCase() === currencyIdB.toLowerCase()) return `${prefix}/${segment(currencyIdA)}`
  return null
}

/** /remove/{tokens}: 0x…-0x… → /remove/{a}/{b}; anything else → /pool. */
export function removeLiquidityRedirect(tokens: string): string {
  const pair = ADDRESS_PAIR.exec(tokens)
  return pair ? `/remove/${pair[1]}/${pair[2]}` : POOL_PATH
}

/** /remove/v1/{address} and /migrate/v1/{address}: an invalid address goes to the V1 list. */
export function v1ExchangeRedirect(address: string | undefined): string | null {
  return isAddress(address) ? null : MIGRATE_V1_PATH
}
