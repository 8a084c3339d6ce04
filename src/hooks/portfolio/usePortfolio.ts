// The connected account's holdings for the portfolio: the native coin, every token of the user's lists and every
// other token its chain history has touched (useTouchedTokens) with its balance, every pool of the factory whose pool
// tokens it holds with what they withdraw, its stakes, its V1 liquidity and its locked VENOM; each at the pricing
// engine's USD price of the same block as the pool pages and explorer. Balances are one multicall batch (balanceOf of
// every token and pair, the native coin by getEthBalance), refreshed with each block; the 24 h change prices the same
// holdings by the pools of a day ago (their Sync history).
import { useMemo } from 'react'

import { ERC20_INTERFACE } from '@/abis/interfaces/erc20'
import { useActiveChainId } from '@/connection/useActiveChainId'
import type { HistoryRead } from '@/hooks/history/useHistoryRead'
import { useDayAgoContext } from '@/hooks/pools/useDayAgoContext'
import { type FactoryPool, useFactoryPools } from '@/hooks/pools/useFactoryPools'
import { usePoolsSyncHistory } from '@/hooks/pools/usePoolsSyncHistory'
import { usePricingContext } from '@/hooks/pricing/usePricingContext'
import { resultBigInt } from '@/hooks/staking/calls'
import { useTokenInfos } from '@/hooks/staking/useTokenInfos'
import { useNativeBalances, useTokenBalancesWithLoadingIndicator } from '@/hooks/tokens/balances'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { useV1Positions } from '@/hooks/v1/v1Positions'
import { type CurrencyAmount, type Token, wrappedNative } from '@/sdk'
import { useMultipleContractSingleData } from '@/state/multicall/hooks'
import {
  byUsdValue,
  type Holding,
  holdingsChange,
  holdingUsd,
  NATIVE_ID,
  pooledAmounts,
  type PortfolioTotal,
  portfolioTotal,
} from '@/utils/portfolio/holdings'
import { liquidityUsdValue } from '@/utils/pricing/liquidityUsdValue'
import type { Rational } from '@/utils/pricing/rational'
import { isAddress } from '@/utils/tokens/address'

import { portfolioParts } from './portfolioParts'
import { type GovernanceHolding, usePortfolioGovernance } from './usePortfolioGovernance'
import { type StakeHolding, usePortfolioStakes } from './usePortfolioStakes'
import { usePortfolioV1, type V1Holding } from './usePortfolioV1'
import { useTouchedTokens } from './useTouchedTokens'

export interface TokenHolding extends Holding {
  /** The token's address, or NATIVE_ID. */
  id: string
  amount: CurrencyAmount
  decimals: number
  /** On none of the user's lists: a token only the account's history names (anyone can make one with any name). */
  isUnlisted?: boolean
}

export interface PositionHolding extends Holding {
  pool: FactoryPool
  /** What the pool tokens withdraw of token0 and token1, raw. */
  pooled: [bigint, bigint]
}

export interface Portfolio {
  tokens: TokenHolding[]
  positions: PositionHolding[]
  stakes: StakeHolding[]
  v1: V1Holding[]
  governance?: GovernanceHolding
  /** The read of the account's history for tokens beyond the lists (undefined without an account). A first read
   * from block 0 can take long on a real chain: the rest of the portfolio does not wait for it. */
  history?: HistoryRead<unknown>
  total: PortfolioTotal
  /** The holdings at today's prices over the same holdings at the prices of a day of blocks ago (see holdingsChange). */
  change24h?: Rational
  /** Some balance, pool or price is still being read. */
  isLoading: boolean
}

export function usePortfolio(account: string | undefined): Portfolio {
  const chainId = useActiveChainId()
  const owner = isAddress(account) || undefined
  const listed = useAllTokens()
  const { pools, isLoading: isLoadingPools } = useFactoryPools()
  const poolAddresses = useMemo(() => pools.map((pool) => pool.address), [pools])

  // Pool tokens are the positions' rows, V1 exchange tokens the V1 rows: what is left of the history is tokens.
  const touched = useTouchedTokens(owner)
  const [v1Positions, isLoadingV1Positions, v1Exchanges] = useV1Positions(owner)
  const unlistedAddresses = useMemo(() => {
    const pooled = [...poolAddresses, ...Object.keys(v1Exchanges)]
    const shownElsewhere = new Set(pooled.map((address) => address.toLowerCase()))
    return (touched?.value ?? []).filter((address) => {
      const checksummed = isAddress(address)
      return checksummed && !listed[checksummed] && !shownElsewhere.has(address)
    })
  }, [touched?.value, listed, poolAddresses, v1Exchanges])
  const unlistedInfos = useTokenInfos(unlistedAddresses)
  const tokens = useMemo(
    () => [...Object.values(listed), ...Object.values(unlistedInfos).filter((token) => !listed[token.address])],
    [listed, unlistedInfos],
  )
  const [balances, isLoadingBalances] = useTokenBalancesWithLoadingIndicator(owner, tokens)
  const nativeAccounts = useMemo(() => [owner], [owner])
  const native = useNativeBalances(nativeAccounts)[owner ?? '']

  const ownerInputs = useMemo(() => [owner], [owner])
  const lpBalances = useMultipleContractSingleData(
    owner ? poolAddresses : [],
    ERC20_INTERFACE,
    'balanceOf',
    ownerInputs,
  )

  const wrapped = wrappedNative(chainId)
  const pricedTokens = useMemo(
    () => [wrapped, ...tokens, ...pools.flatMap((pool) => [pool.token0, pool.token1])] as (Token | undefined)[],
    // Pools' reserves change every block, their tokens do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [wrapped, tokens, poolAddresses],
  )
  const context = usePricingContext(pricedTokens)
  const { stakes, isLoading: isLoadingStakes } = usePortfolioStakes(owner, pools, context)
  const { positions: v1, isLoading: isLoadingV1 } = usePortfolioV1(v1Positions, isLoadingV1Positions, context)
  const { governance, isLoading: isLoadingGovernance } = usePortfolioGovernance(owner, context)
  const syncHistory = usePoolsSyncHistory(poolAddresses)
  const dayAgo = useDayAgoContext(pools, context, syncHistory.value)

  return useMemo(() => {
    const tokenRows: TokenHolding[] = []
    if (wrapped && native) {
      const raw = BigInt(native.raw.toString())
      tokenRows.push({
        id: NATIVE_ID,
        amount: native,
        decimals: wrapped.decimals,
        raw,
        usd: holdingUsd(wrapped, raw, context),
      })
    }
    for (const token of tokens) {
      const balance = balances[token.address]
      if (!balance) continue
      const raw = BigInt(balance.raw.toString())
      tokenRows.push({
        id: token.address,
        amount: balance,
        decimals: token.decimals,
        raw,
        usd: holdingUsd(token, raw, context),
        isUnlisted: !listed[token.address],
      })
    }
    const positions = pools.flatMap((pool, index): PositionHolding[] => {
      const raw = resultBigInt(lpBalances[index])
      if (!raw) return []
      const usd = context && liquidityUsdValue(pool, raw, context)
      return [{ pool, raw, pooled: pooledAmounts(pool, raw), usd }]
    })
    tokenRows.sort(byUsdValue)
    positions.sort(byUsdValue)
    const isLoading =
      Boolean(owner) &&
      (isLoadingBalances ||
        !native ||
        isLoadingPools ||
        isLoadingStakes ||
        isLoadingV1 ||
        isLoadingGovernance ||
        lpBalances.some((read) => read.loading) ||
        !context)
    const total = portfolioTotal([...tokenRows, ...positions, ...stakes, ...v1, ...(governance ? [governance] : [])])
    const holdings = { tokens: tokenRows, positions, stakes, v1, governance }
    const change24h =
      wrapped && context && dayAgo ? holdingsChange(portfolioParts(holdings, wrapped), context, dayAgo) : undefined
    return { ...holdings, history: touched, total, change24h, isLoading }
  }, [
    wrapped,
    native,
    listed,
    tokens,
    touched,
    balances,
    pools,
    lpBalances,
    context,
    stakes,
    v1,
    governance,
    dayAgo,
    owner,
    isLoadingBalances,
    isLoadingPools,
    isLoadingStakes,
    isLoadingV1,
    isLoadingGovernance,
  ])
}
