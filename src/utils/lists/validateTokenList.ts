// Checks a fetched list against the token-list schema (precompiled, no eval) and for duplicate tokens.
import type { TokenList } from '@uniswap/token-lists'

import validateSchema from './validateTokenListSchema.js'

/** Throws the spec's messages: 'Token list failed validation: {details}' or 'Duplicate tokens.'. */
export function validateTokenList(json: unknown): TokenList {
  if (!validateSchema(json)) {
    const details =
      validateSchema.errors?.map((error) => `${error.instancePath} ${error.message ?? ''}`.trim()).join('; ') ||
      'unknown error'
    throw new Error(`Token list failed validation: ${details}`)
  }
  const list = json as TokenList
  const seen = new Set<string>()
  for (const token of list.tokens) {
    // Addresses differ only in checksum casing for the same token.
    const key = `${token.chainId}:${token.address.toLowerCase()}`
    if (seen.has(key)) throw new Error('Duplicate tokens.')
    seen.add(key)
  }
  return list
}
