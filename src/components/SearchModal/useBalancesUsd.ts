// The USD value of each balance the currency dialog lists (by currencyKey), priced through the pools; a token without
// a route to the stable token, or still loading, has none and its row shows no figure.
import { useMemo } from 'react'

import { useUsdValues } from '@/hooks/pricing/useUsdValues'
import type { CurrencyAmount } from '@/sdk'
import type { Rational } from '@/utils/pricing/rational'

export function useBalancesUsd(
  balances: ReadonlyMap<string, CurrencyAmount | undefined>,
): ReadonlyMap<string, Rational> {
  // Only held currencies are priced: each costs two pair reads.
  const held = useMemo(
    () => [...balances].filter((entry): entry is [string, CurrencyAmount] => Boolean(entry[1]?.greaterThan('0'))),
    [balances],
  )
  const amounts = useMemo(() => held.map(([, balance]) => balance), [held])
  const values = useUsdValues(amounts)
  return useMemo(
    () => new Map(held.flatMap(([key], i): [string, Rational][] => (values[i] ? [[key, values[i]]] : []))),
    [held, values],
  )
}
