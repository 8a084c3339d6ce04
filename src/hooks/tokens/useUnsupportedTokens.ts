// Tokens the app refuses to trade (bundled list: they may not work with the contracts, or are blocked for
// legal reasons); the swap page shows 'Unsupported Asset' for them.
import type { TokenList } from '@uniswap/token-lists'
import { useMemo } from 'react'

import UNSUPPORTED_LIST from '@/config/unsupportedTokens.json'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, Token } from '@/sdk'
import { type ListTokenInfo, listToTokenMap } from '@/utils/lists/tokenMap'

export const UNSUPPORTED_LIST_URL = 'unsupported-tokens'

function unsupportedMap() {
  return listToTokenMap(UNSUPPORTED_LIST as TokenList, UNSUPPORTED_LIST_URL)
}

/** Whether a currency is on the bundled unsupported list (the native coin never is). */
export function isUnsupported(currency: Currency | null | undefined): boolean {
  if (!(currency instanceof Token)) return false
  return Boolean(unsupportedMap()[currency.chainId]?.[currency.address])
}

/** The unsupported tokens of the active chain, by checksummed address. */
export function useUnsupportedTokens(): Readonly<{ [address: string]: ListTokenInfo }> {
  const chainId = useActiveChainId()
  return useMemo(() => unsupportedMap()[chainId] ?? {}, [chainId])
}

/** Whether either side of a trade is unsupported. */
export function useIsUnsupportedPair(currencies: readonly (Currency | null | undefined)[]): boolean {
  return currencies.some(isUnsupported)
}
