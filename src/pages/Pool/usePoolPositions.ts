// The pool page's positions: every tracked pair's pool-token balance read in one balanceOf batch, plus the farm
// stakes; reserves and total supply are then read only for the pairs the user holds.
import { useMemo } from 'react'

import { BASES_TO_CHECK_TRADES_AGAINST } from '@/config/tokens'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { PairState, usePairs } from '@/hooks/liquidity/pairs'
import { useTotalSupplies } from '@/hooks/liquidity/useTotalSupply'
import { useStakedLiquidity } from '@/hooks/staking/stakedLiquidity'
import { useTokenBalancesWithLoadingIndicator } from '@/hooks/tokens/balances'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { useV1Positions } from '@/hooks/v1/v1Positions'
import { isChainRegistered, type Token } from '@/sdk'
import { useTrackedUserPairs } from '@/state/user/hooks'
import { lpTokenOf, lpTokenOfPair } from '@/utils/liquidity/lpToken'
import { computePosition, type Position } from '@/utils/liquidity/position'
import { trackedPairCandidates } from '@/utils/liquidity/trackedPairs'

import { heldLiquidity } from './heldLiquidity'
import { useFarmPairs } from './useFarmPairs'

const NO_BASES: readonly Token[] = []

export interface PoolPositions {
  positions: Position[]
  isLoading: boolean
  /** Whether the account holds V1 liquidity (undefined while unknown). */
  hasV1Liquidity: boolean | undefined
}

export function usePoolPositions(account: string | undefined): PoolPositions {
  const chainId = useActiveChainId()
  const allTokens = useAllTokens()
  const saved = useTrackedUserPairs()
  const tokens = useMemo(() => Object.values(allTokens), [allTokens])
  const isRegistered = isChainRegistered(chainId)
  const bases = BASES_TO_CHECK_TRADES_AGAINST[chainId] ?? NO_BASES
  // Pair addresses are only known on chains with a deployment.
  const tracked = useMemo(
    () => (isRegistered ? trackedPairCandidates(bases, tokens, saved) : []),
    [isRegistered, bases, tokens, saved],
  )
  const trackedLpTokens = useMemo(() => tracked.map((pair) => lpTokenOfPair(...pair)), [tracked])

  // Stakes in farms of pairs outside the tracked ones are looked up by their LP token's two tokens.
  const staked = useStakedLiquidity(account)
  const untrackedStakes = useMemo(() => {
    const trackedAddresses = new Set(trackedLpTokens.map((token) => token.address))
    return Object.keys(staked.amounts).filter((address) => !trackedAddresses.has(address))
  }, [trackedLpTokens, staked.amounts])
  const knownTokens = useMemo(() => [...bases, ...tokens], [bases, tokens])
  const farmPairs = useFarmPairs(untrackedStakes, knownTokens)

  const candidates = useMemo(() => [...tracked, ...farmPairs], [tracked, farmPairs])
  const lpTokens = useMemo(
    () => [...trackedLpTokens, ...farmPairs.map((pair) => lpTokenOfPair(...pair))],
    [trackedLpTokens, farmPairs],
  )
  // One balanceOf batch over every candidate's pool token.
  const [balances, isLoadingBalances] = useTokenBalancesWithLoadingIndicator(account, lpTokens)

  const held = useMemo(
    () =>
      heldLiquidity(
        candidates,
        lpTokens.map((token) => token.address),
        balances,
        staked.amounts,
      ),
    [candidates, lpTokens, balances, staked.amounts],
  )
  const heldPairs = useMemo(() => held.map(({ pair }) => pair), [held])
  const pairs = usePairs(heldPairs)
  const heldLpTokens = useMemo(() => held.map(({ address }) => lpTokenOf(chainId, address)), [chainId, held])
  const supplies = useTotalSupplies(heldLpTokens)
  const [v1Positions, isLoadingV1] = useV1Positions(account)
  // Known as soon as one V1 position is found; false only once the whole lookup has finished for an account.
  const hasV1Liquidity = v1Positions.length > 0 ? true : account && !isLoadingV1 ? false : undefined

  return useMemo(() => {
    const positions = held.flatMap(({ wallet, stake }, i) => {
      const [state, pair] = pairs[i] ?? [PairState.LOADING, null]
      const supply = supplies.supplies[i]
      if (state !== PairState.EXISTS || !pair || supply === undefined) return []
      return computePosition(pair, supply.raw, wallet, stake) ?? []
    })
    const isLoading =
      isLoadingBalances ||
      staked.isLoading ||
      pairs.some(([state]) => state === PairState.LOADING) ||
      supplies.isLoading
    return { positions, isLoading, hasV1Liquidity }
  }, [held, pairs, supplies, isLoadingBalances, staked.isLoading, hasV1Liquidity])
}
