// The swap URL's query (inputCurrency, outputCurrency, exactAmount, exactField, recipient, use) as a swap state.
// Untrusted input: anything unexpected is ignored, never thrown.
import { isAddress } from '@/utils/tokens/address'

import { Field } from './actions'
import type { ReplaceSwapStatePayload } from './slice'

export type ExchangeVersion = 'v1' | 'v2'

/** The native coin's currency id (see utils/tokens/currencyId). */
const NATIVE_ID = 'ETH'
const AMOUNT = /^(?:\d+\.?\d*|\.\d+)$/
const MAX_AMOUNT_LENGTH = 79
/** Domain-like: dot-separated labels without spaces or URL punctuation (an ENS name such as vitalik.eth). */
const DOMAIN = /^[^\s./:?#@\\]+(?:\.[^\s./:?#@\\]+)+$/
const MAX_DOMAIN_LENGTH = 253

type Query = URLSearchParams | string

function toParams(query: Query): URLSearchParams {
  if (typeof query !== 'string') return query
  try {
    return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  } catch {
    return new URLSearchParams()
  }
}

/** The parameter's single value; a missing or repeated parameter counts as absent. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name)
  return values.length === 1 ? values[0] : undefined
}

/** A currency id: the checksummed address, 'ETH' for 'ETH' or the native symbol (any case), else undefined. */
export function parseCurrencyParameter(value: string | undefined, nativeSymbol = 'ETH'): string | undefined {
  if (value === undefined) return undefined
  const address = isAddress(value.trim())
  if (address) return address
  const upper = value.trim().toUpperCase()
  if (upper === NATIVE_ID || upper === nativeSymbol.toUpperCase()) return NATIVE_ID
  return undefined
}

/** A positive-looking decimal amount as typed ('1', '1.5', '.5'), else ''. */
export function parseAmountParameter(value: string | undefined): string {
  if (value === undefined) return ''
  const trimmed = value.trim()
  return trimmed.length <= MAX_AMOUNT_LENGTH && AMOUNT.test(trimmed) ? trimmed : ''
}

export function parseFieldParameter(value: string | undefined): Field {
  return typeof value === 'string' && value.toLowerCase() === 'output' ? Field.OUTPUT : Field.INPUT
}

/** A checksummed address or a domain-like name (resolved later), else null. */
export function parseRecipientParameter(value: string | undefined): string | null {
  if (value === undefined) return null
  const address = isAddress(value)
  if (address) return address
  return value.length <= MAX_DOMAIN_LENGTH && DOMAIN.test(value) ? value : null
}

export function parseVersionParameter(value: string | undefined): ExchangeVersion {
  return typeof value === 'string' && value.toLowerCase() === 'v1' ? 'v1' : 'v2'
}

export function queryToVersion(query: Query): ExchangeVersion {
  return parseVersionParameter(single(toParams(query), 'use'))
}

/**
 * The swap state a URL asks for. Like Uniswap: a missing or unusable currency defaults to the native coin, and
 * when both sides end up equal the side the URL did not name (the output when neither) is cleared.
 */
export function queryToSwapState(query: Query, nativeSymbol = 'ETH'): ReplaceSwapStatePayload {
  const params = toParams(query)
  const inputParam = single(params, 'inputCurrency')
  const outputParam = single(params, 'outputCurrency')
  let inputCurrencyId = parseCurrencyParameter(inputParam, nativeSymbol) ?? NATIVE_ID
  let outputCurrencyId = parseCurrencyParameter(outputParam, nativeSymbol) ?? NATIVE_ID
  if (inputCurrencyId === outputCurrencyId) {
    if (outputParam !== undefined && parseCurrencyParameter(outputParam, nativeSymbol) !== undefined)
      inputCurrencyId = ''
    else outputCurrencyId = ''
  }
  return {
    field: parseFieldParameter(single(params, 'exactField')),
    typedValue: parseAmountParameter(single(params, 'exactAmount')),
    inputCurrencyId,
    outputCurrencyId,
    recipient: parseRecipientParameter(single(params, 'recipient')),
  }
}
