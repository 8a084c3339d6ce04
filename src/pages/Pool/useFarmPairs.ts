// Pairs of farm-staked pool tokens that the tracked pairs miss (a farm of a pair the user never saved, outside the
// base combinations): each LP token's token0 and token1, read once, resolved among the known tokens.
import { useMemo } from 'react'

import { PAIR_INTERFACE } from '@/abis/interfaces/pair'
import type { Token } from '@/sdk'
import { NEVER_RELOAD, useMultipleContractSingleData } from '@/state/multicall/hooks'
import type { TokenPair } from '@/utils/liquidity/trackedPairs'
import { isAddress } from '@/utils/tokens/address'

/** The pairs of `lpAddresses` whose two tokens are both among `tokens`; the others are left out. */
export function useFarmPairs(lpAddresses: readonly string[], tokens: readonly Token[]): TokenPair[] {
  const addresses = useMemo(() => [...lpAddresses], [lpAddresses])
  const token0s = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'token0', undefined, NEVER_RELOAD)
  const token1s = useMultipleContractSingleData(addresses, PAIR_INTERFACE, 'token1', undefined, NEVER_RELOAD)
  const byAddress = useMemo(() => new Map(tokens.map((token) => [token.address, token])), [tokens])
  return useMemo(
    () =>
      addresses.flatMap((_, i): TokenPair[] => {
        const address0 = isAddress(token0s[i]?.result?.[0])
        const address1 = isAddress(token1s[i]?.result?.[0])
        const token0 = address0 ? byAddress.get(address0) : undefined
        const token1 = address1 ? byAddress.get(address1) : undefined
        return token0 && token1 ? [[token0, token1]] : []
      }),
    [addresses, token0s, token1s, byAddress],
  )
}
