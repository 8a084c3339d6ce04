// Where picking a currency on the add-liquidity page leads (pure): the page keeps its currencies in the URL,
// picking the other side's currency swaps the sides, and the prefix (/add or /create) stays.
export type AddLiquidityPrefix = '/add' | '/create'

/** The path after picking `selectedId` for side A or B, given the ids in the URL now. */
export function pathAfterSelect(
  prefix: AddLiquidityPrefix,
  side: 'A' | 'B',
  selectedId: string,
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
): string {
  if (side === 'A') {
    if (selectedId === currencyIdB)
      return currencyIdA ? `${prefix}/${currencyIdB}/${currencyIdA}` : `${prefix}/${selectedId}`
    return currencyIdB ? `${prefix}/${selectedId}/${currencyIdB}` : `${prefix}/${selectedId}`
  }
  if (selectedId === currencyIdA) {
    return currencyIdB ? `${prefix}/${currencyIdB}/${selectedId}` : `${prefix}/${selectedId}`
  }
  // Side B without a side A: the native coin goes first, as the usual pairing.
  return `${prefix}/${currencyIdA ?? 'ETH'}/${selectedId}`
}
