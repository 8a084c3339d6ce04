// The pricing context of the staking pages: every given token's pairs against the chain's stable token and the
// wrapped native coin, read on chain, and the native coin's USD price from the price endpoint (failure only logged).
import { Interface } from '@ethersproject/abi'
import { useEffect, useMemo, useState } from 'react'

import PAIR_ABI from '@/abis/UniswapV2Pair.json'
import { getDeployment } from '@/config/deployments'
import { STABLE_TOKEN_SYMBOL } from '@/config/prices'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { computePairAddress } from '@/sdk'
import { fetchNativeUsdPrice } from '@/state/governanceToken/fetchNativeUsdPrice'
import { useMultipleContractSingleData } from '@/state/multicall/hooks'
import type { PricingContext, TokenRef } from '@/utils/staking/prices'

import { resultBigInt } from './calls'

const PAIR_INTERFACE = new Interface(PAIR_ABI)

/** The endpoint's native USD price, fetched once per page; undefined while loading or when unreachable. */
function useEndpointNativeUsd(): number | undefined {
  const [price, setPrice] = useState<number>()
  useEffect(() => {
    let isCurrent = true
    void fetchNativeUsdPrice().then((fraction) => {
      if (isCurrent && fraction) setPrice(Number(fraction.numerator) / Number(fraction.denominator))
    })
    return () => {
      isCurrent = false
    }
  }, [])
  return price
}

const key = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join(':')

export function usePricingContext(tokens: readonly (TokenRef | undefined)[]): PricingContext | undefined {
  const chainId = useActiveChainId()
  const deployment = getDeployment(chainId)
  const stableAddress = (deployment?.tokens as Record<string, string | undefined> | undefined)?.[STABLE_TOKEN_SYMBOL]
  const nativeAddress = deployment?.weth
  const nativeUsd = useEndpointNativeUsd()

  const pairs = useMemo(() => {
    if (!deployment || !stableAddress || !nativeAddress) return []
    const list: { a: string; b: string; address: string }[] = []
    const seen = new Set<string>()
    for (const token of tokens) {
      if (!token) continue
      for (const quote of [stableAddress, nativeAddress]) {
        if (token.address.toLowerCase() === quote.toLowerCase() || seen.has(key(token.address, quote))) continue
        seen.add(key(token.address, quote))
        const address = computePairAddress(deployment.factory, deployment.initCodeHash, token.address, quote)
        list.push({ a: token.address, b: quote, address })
      }
    }
    if (!seen.has(key(nativeAddress, stableAddress))) {
      const address = computePairAddress(deployment.factory, deployment.initCodeHash, nativeAddress, stableAddress)
      list.push({ a: nativeAddress, b: stableAddress, address })
    }
    return list
  }, [deployment, stableAddress, nativeAddress, tokens])
  const addresses = useMemo(() => pairs.map((pair) => pair.address), [pairs])
  const results = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'getReserves')

  return useMemo(() => {
    if (!stableAddress || !nativeAddress) return undefined
    const decimalsOf = (address: string) =>
      tokens.find((token) => token?.address.toLowerCase() === address.toLowerCase())?.decimals ?? 18
    const table = new Map<string, { token0: string; reserve0: bigint; reserve1: bigint }>()
    pairs.forEach((pair, i) => {
      const reserve0 = resultBigInt(results[i], 0)
      const reserve1 = resultBigInt(results[i], 1)
      if (reserve0 === undefined || reserve1 === undefined) return
      const token0 = pair.a.toLowerCase() < pair.b.toLowerCase() ? pair.a : pair.b
      table.set(key(pair.a, pair.b), { token0, reserve0, reserve1 })
    })
    const stable: TokenRef = { address: stableAddress, decimals: decimalsOf(stableAddress) }
    const native: TokenRef = { address: nativeAddress, decimals: 18 }
    return {
      stable,
      native,
      nativeUsd,
      reserves: (a: string, b: string) => {
        const found = table.get(key(a, b))
        if (!found) return undefined
        const isAToken0 = found.token0.toLowerCase() === a.toLowerCase()
        return isAToken0 ? { a: found.reserve0, b: found.reserve1 } : { a: found.reserve1, b: found.reserve0 }
      },
    }
  }, [stableAddress, nativeAddress, nativeUsd, pairs, results, tokens])
}
