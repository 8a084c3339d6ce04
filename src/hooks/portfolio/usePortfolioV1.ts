// The connected account's V1 liquidity for the portfolio: its V1 positions (from useV1Positions, which the portfolio
// calls because it also needs every exchange looked up), what that liquidity redeems for (the exchange's token and
// native reserves times its share, as removeLiquidity computes it) and its value. Reserves and supplies are one batch
// over the exchanges.
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { resultBigInt } from '@/hooks/staking/calls'
import { useNativeBalances } from '@/hooks/tokens/balances'
import type { V1Position } from '@/hooks/v1/v1Positions'
import { type Token } from '@/sdk'
import { useMultipleContractMultipleData, useMultipleContractSingleData } from '@/state/multicall/hooks'
import { type Holding, v1RedeemedUsd } from '@/utils/portfolio/holdings'
import type { PricingContext } from '@/utils/pricing/usdPrice'
import { type TokenNativeAmounts, v1PositionAmounts } from '@/utils/v1/v1Liquidity'

export interface V1Holding extends Holding {
  exchange: string
  token: Token
  /** What the liquidity redeems for, raw; unknown while the reserves load. */
  redeems?: TokenNativeAmounts
}

export function usePortfolioV1(
  positions: V1Position[],
  isLoadingPositions: boolean,
  context: PricingContext | undefined,
): { positions: V1Holding[]; isLoading: boolean } {
  const exchanges = useMemo(() => positions.map((position) => position.exchange), [positions])
  const supplies = useMultipleContractSingleData(exchanges, ERC20_INTERFACE, 'totalSupply')
  const tokenReserveCalls = useMemo(
    () => positions.map((position) => ({ address: position.token.address, inputs: [position.exchange] })),
    [positions],
  )
  const tokenReserves = useMultipleContractMultipleData(tokenReserveCalls, ERC20_INTERFACE, 'balanceOf')
  const nativeReserves = useNativeBalances(exchanges)

  return useMemo(() => {
    const holdings = positions.map((position: V1Position, index): V1Holding => {
      const raw = BigInt(position.liquidity.raw.toString())
      const supply = resultBigInt(supplies[index])
      const tokenReserve = resultBigInt(tokenReserves[index])
      const nativeReserve = nativeReserves[position.exchange]
      const redeems =
        supply !== undefined && tokenReserve !== undefined && nativeReserve
          ? v1PositionAmounts(raw, supply, { token: tokenReserve, native: BigInt(nativeReserve.raw.toString()) })
          : undefined
      const usd =
        redeems && context ? v1RedeemedUsd(position.token, redeems, context.native.decimals, context) : undefined
      return { exchange: position.exchange, token: position.token, raw, redeems, usd }
    })
    const isLoading =
      isLoadingPositions ||
      [...supplies, ...tokenReserves].some((read) => read.loading) ||
      holdings.some((h) => !h.redeems)
    return { positions: holdings, isLoading }
  }, [positions, supplies, tokenReserves, nativeReserves, context, isLoadingPositions])
}
