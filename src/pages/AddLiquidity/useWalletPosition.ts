// The account's position in the pair being added to (its pool tokens in the wallet), shown under the form.
import { useMemo } from 'react'

import { useTotalSupply } from '@/hooks/liquidity/useTotalSupply'
import { useTokenBalance } from '@/hooks/tokens/balances'
import type { Pair } from '@/sdk'
import { computePosition, type Position } from '@/utils/liquidity/position'

/** undefined without a pair or an account, while loading, and when the wallet holds none of the pool tokens. */
export function useWalletPosition(pair: Pair | null, account: string | undefined): Position | undefined {
  const liquidityToken = pair?.liquidityToken
  const totalSupply = useTotalSupply(liquidityToken)
  const balance = useTokenBalance(account, liquidityToken)
  return useMemo(
    () => (pair && balance ? computePosition(pair, totalSupply?.raw, balance.raw) : undefined),
    [pair, totalSupply, balance],
  )
}
