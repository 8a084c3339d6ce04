// The pricing engine's context read on chain only: each token's pairs with the chain's stable token and wrapped
// native coin, plus the native/stable pair. The trading screens price with it, the native coin included, so a USD
// figure there follows the pools being traded. Reserves come from the multicall, so they refresh once per block.
import { useMemo } from 'react'

import { stableTokenOf } from '@/config/tokens'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { PairState, usePairs } from '@/hooks/liquidity/pairs'
import { type Token, wrappedNative } from '@/sdk'
import { type PairReserves, reservesLookup } from '@/utils/pricing/reserves'
import type { PricingContext } from '@/utils/pricing/usdPrice'

/** Every pair that can price `tokens`: each against the stable and the native token, and native/stable. */
function pricingPairs(tokens: readonly (Token | undefined)[], stable: Token, native: Token): [Token, Token][] {
  const pairs: [Token, Token][] = [[native, stable]]
  const seen = new Set([native.address])
  for (const token of tokens) {
    if (!token || seen.has(token.address) || token.equals(stable)) continue
    seen.add(token.address)
    pairs.push([token, stable], [token, native])
  }
  return pairs
}

export function usePoolPricingContext(tokens: readonly (Token | undefined)[]): PricingContext | undefined {
  const chainId = useActiveChainId()
  const stable = useMemo(() => stableTokenOf(chainId), [chainId])
  const native = wrappedNative(chainId)
  const candidates = useMemo(
    () => (stable && native ? pricingPairs(tokens, stable, native) : []),
    [tokens, stable, native],
  )
  const pairs = usePairs(candidates)

  return useMemo(() => {
    if (!stable || !native) return undefined
    const known = pairs.flatMap(([state, pair]): PairReserves[] =>
      state === PairState.EXISTS && pair
        ? [
            {
              token0: pair.token0.address,
              token1: pair.token1.address,
              reserve0: BigInt(pair.reserve0.raw.toString()),
              reserve1: BigInt(pair.reserve1.raw.toString()),
            },
          ]
        : [],
    )
    return { stable, native, reserves: reservesLookup(known) }
  }, [stable, native, pairs])
}
