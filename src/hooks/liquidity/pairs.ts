// V2 pairs by their currencies: the pair address is computed (CREATE2 through the SDK adapter), reserves are read
// with multicall getReserves.
import { useMemo } from 'react'

import { PAIR_INTERFACE } from '@/abis/interfaces/pair'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useKeptWhileEqual } from '@/lib/useKeptWhileEqual'
import { type Currency, isChainRegistered, JSBI, Pair, TokenAmount, wrappedCurrency } from '@/sdk'
import { useMultipleContractSingleData } from '@/state/multicall/hooks'

export enum PairState {
  LOADING,
  NOT_EXISTS,
  EXISTS,
  INVALID,
}

type CurrencyPair = readonly [Currency | undefined | null, Currency | undefined | null]
type PairEntry = [PairState, Pair | null]

function samePair(a: Pair | null, b: Pair | null): boolean {
  if (a === null || b === null) return a === b
  return (
    a.liquidityToken.address === b.liquidityToken.address &&
    JSBI.equal(a.reserve0.raw, b.reserve0.raw) &&
    JSBI.equal(a.reserve1.raw, b.reserve1.raw)
  )
}

/** The same states and reserves: a block that moved none of the pairs (or only told they were syncing). */
export function samePairEntries(a: readonly PairEntry[], b: readonly PairEntry[]): boolean {
  return a.length === b.length && a.every(([state, pair], i) => state === b[i][0] && samePair(pair, b[i][1]))
}

/** Kept while no pair's state or reserves change, so that the trades and calls made of them are not made again. */
export function usePairs(currencies: readonly CurrencyPair[]): PairEntry[] {
  const chainId = useActiveChainId()
  const registered = isChainRegistered(chainId)

  const tokens = useMemo(
    () => currencies.map(([a, b]) => [wrappedCurrency(a, chainId), wrappedCurrency(b, chainId)] as const),
    [chainId, currencies],
  )
  const addresses = useMemo(
    () =>
      tokens.map(([a, b]) =>
        registered && a && b && a.chainId === b.chainId && !a.equals(b) ? Pair.getAddress(a, b) : undefined,
      ),
    [registered, tokens],
  )
  const results = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'getReserves')

  const pairs = useMemo(
    () =>
      results.map((result, i): PairEntry => {
        const [tokenA, tokenB] = tokens[i]
        if (!tokenA || !tokenB || tokenA.equals(tokenB) || !addresses[i]) return [PairState.INVALID, null]
        if (result.loading) return [PairState.LOADING, null]
        const reserves = result.result
        if (result.error || !reserves) return [PairState.NOT_EXISTS, null]
        const [reserve0, reserve1] = reserves // by position: the pair ABI names them _reserve0, _reserve1
        const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
        return [
          PairState.EXISTS,
          new Pair(
            new TokenAmount(token0, JSBI.BigInt(reserve0.toString())),
            new TokenAmount(token1, JSBI.BigInt(reserve1.toString())),
          ),
        ]
      }),
    [results, tokens, addresses],
  )
  return useKeptWhileEqual(pairs, samePairEntries)
}

export function usePair(tokenA?: Currency | null, tokenB?: Currency | null): [PairState, Pair | null] {
  const pairs = useMemo(() => [[tokenA, tokenB] as const], [tokenA, tokenB])
  return usePairs(pairs)[0]
}
