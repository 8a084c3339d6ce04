// The pair finder's data: the selected pair, the account's position in it (wallet and farm stake), what to say,
// and the import of an existing pair into the user's tracked pairs so the pool page lists it.
import { useEffect, useMemo, useRef, useState } from 'react'

import { useWalletStatus } from '@/connection/useWalletStatus'
import { usePair } from '@/hooks/liquidity/pairs'
import { useTotalSupply } from '@/hooks/liquidity/useTotalSupply'
import { useStakedLiquidity } from '@/hooks/staking/stakedLiquidity'
import { useTokenBalancesWithLoadingIndicator } from '@/hooks/tokens/balances'
import { type Currency, ETHER, JSBI } from '@/sdk'
import { usePairAdder } from '@/state/user/hooks'
import { computePosition } from '@/utils/liquidity/position'

import { findStatus, isImportable } from './findStatus'

const ZERO = JSBI.BigInt(0)

export function usePoolFinder() {
  const { account } = useWalletStatus()
  const [currency0, setCurrency0] = useState<Currency | null>(ETHER)
  const [currency1, setCurrency1] = useState<Currency | null>(null)
  const [pairState, pair] = usePair(currency0, currency1)

  const lpTokens = useMemo(() => (pair ? [pair.liquidityToken] : []), [pair])
  const [balances, isBalanceLoading] = useTokenBalancesWithLoadingIndicator(account, lpTokens)
  const staked = useStakedLiquidity(account)
  const lpAddress = pair?.liquidityToken.address
  const supply = useTotalSupply(pair?.liquidityToken)

  const position = useMemo(() => {
    if (!pair || !lpAddress || supply === undefined) return undefined
    const wallet = balances[lpAddress]?.raw ?? ZERO
    return computePosition(pair, supply.raw, wallet, staked.amounts[lpAddress])
  }, [pair, lpAddress, supply, balances, staked.amounts])

  const hasReserves = Boolean(
    pair && (JSBI.greaterThan(pair.reserve0.raw, ZERO) || JSBI.greaterThan(pair.reserve1.raw, ZERO)),
  )
  const status = findStatus({
    hasAccount: Boolean(account),
    hasBothCurrencies: Boolean(currency0 && currency1),
    pairState,
    hasReserves,
    hasPosition: position !== undefined,
    isPositionLoading: isBalanceLoading || staked.isLoading || (Boolean(lpAddress) && supply === undefined),
  })

  // Once per pair: a new Pair object each block must not dispatch again.
  const addPair = usePairAdder()
  const importedRef = useRef<string | undefined>(undefined)
  const importable = isImportable(status)
  useEffect(() => {
    if (!importable || !pair || importedRef.current === pair.liquidityToken.address) return
    importedRef.current = pair.liquidityToken.address
    addPair(pair.token0, pair.token1)
  }, [importable, pair, addPair])

  return { account, currency0, currency1, setCurrency0, setCurrency1, status, position }
}
