// Reads VENOM's supply (totalSupply, unlockedSupply) and pricing pairs over multicall, fetches the native coin's
// USD price, and stores price, supplies and market caps for the chain when they change.
import { Interface } from '@ethersproject/abi'
import { useEffect, useMemo, useState } from 'react'

import PAIR_ABI from '@/abis/UniswapV2Pair.json'
import { getDeployment } from '@/config/deployments'
import { CIRCULATING_MARKET_CAP_SUPPLY, GOVERNANCE_PRICE_PAIRS, STABLE_TOKEN_SYMBOL } from '@/config/prices'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { useTokenContract } from '@/hooks/contracts/tokens'
import { useAppDispatch } from '@/state/hooks'
import { type CallState, useMultipleContractSingleData, useSingleCallResult } from '@/state/multicall/hooks'

import { fetchNativeUsdPrice } from './fetchNativeUsdPrice'
import { useGovernanceTokenDetails } from './hooks'
import { type Fraction, usdValue } from './math'
import { sameFigures } from './sameFigures'
import { updateGovernanceTokenDetails } from './slice'
import { type PairReserves, token0Of, venomUsdPrice } from './tokenPrice'
import { callBigInt } from './useUserDetailsUpdater'

const PAIR_INTERFACE = new Interface(PAIR_ABI)
/** VENOM and the wrapped native coin are 18-decimal tokens on every chain the app knows. */
const TOKEN_DECIMALS = 18
const CIRCULATING_FOR_MARKET_CAP = CIRCULATING_MARKET_CAP_SUPPLY * 10n ** BigInt(TOKEN_DECIMALS)

function pairReserves(state: CallState, token0: string): PairReserves | undefined {
  const result = state.result
  if (!result || state.loading) return undefined
  return { token0, reserve0: BigInt(String(result[0])), reserve1: BigInt(String(result[1])) }
}

/** The native coin's USD price, fetched once per mount; undefined while loading or when the endpoint fails. */
function useNativeUsdPrice(): Fraction | undefined {
  const [price, setPrice] = useState<Fraction>()
  useEffect(() => {
    let isCurrent = true
    void fetchNativeUsdPrice().then((value) => {
      if (isCurrent) setPrice(value)
    })
    return () => {
      isCurrent = false
    }
  }, [])
  return price
}

export function useGovernanceTokenDetailsUpdater(): void {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const stored = useGovernanceTokenDetails()
  const deployment = getDeployment(chainId)
  const venom = deployment?.governance.token
  const native = deployment?.weth
  const stable = (deployment?.tokens as Record<string, string | undefined> | undefined)?.[STABLE_TOKEN_SYMBOL]
  const pairs = deployment?.pairs as Record<string, string | undefined> | undefined
  const pairAddresses = useMemo(
    () => [pairs?.[GOVERNANCE_PRICE_PAIRS.tokenToNative], pairs?.[GOVERNANCE_PRICE_PAIRS.nativeToStable]],
    [pairs],
  )

  const token = useGovernanceTokenContract()
  const totalSupply = callBigInt(useSingleCallResult(token, 'totalSupply'))
  const unlockedSupply = callBigInt(useSingleCallResult(token, 'unlockedSupply'))
  const stableDecimals = callBigInt(useSingleCallResult(useTokenContract(stable, false), 'decimals'))
  const [venomNativeState, nativeStableState] = useMultipleContractSingleData(
    pairAddresses,
    PAIR_INTERFACE,
    'getReserves',
  )
  const nativeUsd = useNativeUsdPrice()

  const usdPrice =
    venom && native && stable && stableDecimals !== undefined && venomNativeState && nativeStableState
      ? venomUsdPrice({
          venom: { address: venom, decimals: TOKEN_DECIMALS },
          native: { address: native, decimals: TOKEN_DECIMALS },
          stable: { address: stable, decimals: Number(stableDecimals) },
          venomNativePair: pairReserves(venomNativeState, token0Of(venom, native)),
          nativeStablePair: pairReserves(nativeStableState, token0Of(native, stable)),
          nativeUsd,
        })
      : undefined

  const freshKey =
    usdPrice && totalSupply !== undefined && unlockedSupply !== undefined
      ? JSON.stringify({
          usdPrice,
          totalSupply: totalSupply.toString(),
          totalCirculatingSupply: unlockedSupply.toString(),
          totalMarketCap: usdValue(totalSupply, usdPrice).toString(),
          // The spec fixes the circulating market cap's supply at 25,000,000 tokens.
          totalCirculatingMarketCap: usdValue(CIRCULATING_FOR_MARKET_CAP, usdPrice).toString(),
        })
      : undefined

  useEffect(() => {
    if (!freshKey) return
    const details = JSON.parse(freshKey) as Parameters<typeof updateGovernanceTokenDetails>[0]['details']
    if (!sameFigures(stored, details)) dispatch(updateGovernanceTokenDetails({ chainId, details }))
  }, [chainId, dispatch, freshKey, stored])
}
