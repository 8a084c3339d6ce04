// Tokens a page took from its URL that the user never chose: on no active list, not imported, not one of the
// app's own tokens. A link can name any contract (a fake 'USDC'), so pages warn before using these.
import { useMemo } from 'react'

import { BASES_TO_CHECK_TRADES_AGAINST, COMMON_BASES } from '@/config/tokens'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { type Currency, Token } from '@/sdk'
import { useActiveListsSettled } from '@/state/lists/hooks'

import { useAllTokens, useCurrency } from './tokens'

function isAppToken(chainId: number, token: Token): boolean {
  return [...(COMMON_BASES[chainId] ?? []), ...(BASES_TO_CHECK_TRADES_AGAINST[chainId] ?? [])].some((base) =>
    base.equals(token),
  )
}

/**
 * The untrusted tokens among two currency ids from the URL, each once. Empty while the active lists are still
 * loading (a listed token would otherwise look unknown for a moment) and for ids that are not tokens.
 */
export function useUntrustedUrlTokens(currencyIdA?: string | null, currencyIdB?: string | null): Token[] {
  const chainId = useActiveChainId()
  const isSettled = useActiveListsSettled(chainId)
  const known = useAllTokens()
  const currencyA = useCurrency(currencyIdA)
  const currencyB = useCurrency(currencyIdB)
  return useMemo(() => {
    if (!isSettled) return []
    const untrusted: Token[] = []
    for (const currency of [currencyA, currencyB] as (Currency | null | undefined)[]) {
      if (!(currency instanceof Token) || known[currency.address] || isAppToken(chainId, currency)) continue
      if (!untrusted.some((token) => token.equals(currency))) untrusted.push(currency)
    }
    return untrusted
  }, [isSettled, known, currencyA, currencyB, chainId])
}
