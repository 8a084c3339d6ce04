// The tokens the activity page may name on the active chain: the active lists' and the user's imports, with the
// native coin's symbol and the exchange's factory and V1 exchanges (to recognise its pool tokens).
import { useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAllTokens } from '@/hooks/tokens/tokens'
import { nativeCurrencyOf } from '@/sdk'

import type { AssetBook, AssetInfo } from './activityWords'

export function useAssetBook(): AssetBook {
  const chainId = useActiveChainId()
  const tokens = useAllTokens()
  return useMemo(() => {
    const deployment = getDeployment(chainId)
    const byAddress = new Map<string, AssetInfo>()
    for (const token of Object.values(tokens))
      if (token.symbol) byAddress.set(token.address.toLowerCase(), { symbol: token.symbol, decimals: token.decimals })
    return {
      nativeSymbol: nativeCurrencyOf(chainId).symbol,
      tokens: byAddress,
      weth: deployment?.weth.toLowerCase(),
      factory: deployment?.factory,
      initCodeHash: deployment?.initCodeHash,
      pairs: new Set(
        [
          ...Object.values(deployment?.pairs ?? {}),
          ...(deployment?.staking.farms.map((farm) => farm.lpToken) ?? []),
        ].map((address) => address.toLowerCase()),
      ),
      v1Exchanges: new Set(Object.values(deployment?.v1Exchanges ?? {}).map((address) => address.toLowerCase())),
    }
  }, [chainId, tokens])
}
