// Where a page goes when the user declines tokens its URL named: the same page without them.

/** The swap query's currency parameters. */
const SWAP_CURRENCY_PARAMS = ['inputCurrency', 'outputCurrency'] as const

function isDeclined(id: string | null | undefined, declinedAddresses: readonly string[]): boolean {
  if (!id) return false
  const value = id.trim().toLowerCase()
  return declinedAddresses.some((address) => address.toLowerCase() === value)
}

/** The ids (in order, empty ones dropped) that are not among the declined addresses. */
export function keptCurrencyIds(
  ids: readonly (string | null | undefined)[],
  declinedAddresses: readonly string[],
): string[] {
  return ids.filter((id): id is string => Boolean(id) && !isDeclined(id, declinedAddresses))
}

/** The swap query without currency parameters naming a declined address; the other parameters stay. */
export function searchWithoutTokens(search: string, declinedAddresses: readonly string[]): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  for (const name of SWAP_CURRENCY_PARAMS) {
    if (params.getAll(name).some((value) => isDeclined(value, declinedAddresses))) params.delete(name)
  }
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
