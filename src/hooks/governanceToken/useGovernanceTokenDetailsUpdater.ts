// Reads VENOM's supply (totalSupply, unlockedSupply) over multicall, prices VENOM with the pricing engine (through
// its pair with the wrapped native coin), and stores price, supplies and market caps for the chain when they change.
import { useEffect, useMemo } from 'react'

import { getDeployment } from '@/config/deployments'
import { CIRCULATING_MARKET_CAP_SUPPLY, GOVERNANCE_PRICE_QUOTES } from '@/config/prices'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useGovernanceTokenContract } from '@/hooks/contracts/governance'
import { usePricingContext } from '@/hooks/pricing/usePricingContext'
import { type ChainId as SdkChainId, Token } from '@/sdk'
import { useGovernanceTokenDetails } from '@/state/governanceToken/hooks'
import { sameFigures } from '@/state/governanceToken/sameFigures'
import { updateGovernanceTokenDetails } from '@/state/governanceToken/slice'
import { useAppDispatch } from '@/state/hooks'
import { callBigInt } from '@/state/multicall/callBigInt'
import { useSingleCallResult } from '@/state/multicall/hooks'
import { scaleDown, toStored } from '@/utils/pricing/rational'
import { tokenUsdPrice } from '@/utils/pricing/usdPrice'

/** VENOM is an 18-decimal token on every chain the app knows. */
const TOKEN_DECIMALS = 18
const CIRCULATING_FOR_MARKET_CAP = CIRCULATING_MARKET_CAP_SUPPLY * 10n ** BigInt(TOKEN_DECIMALS)

export function useGovernanceTokenDetailsUpdater(): void {
  const chainId = useActiveChainId()
  const dispatch = useAppDispatch()
  const stored = useGovernanceTokenDetails()
  const venomAddress = getDeployment(chainId)?.governance.token
  const venom = useMemo(
    () => (venomAddress ? new Token(chainId as SdkChainId, venomAddress, TOKEN_DECIMALS, 'VENOM') : undefined),
    [chainId, venomAddress],
  )
  const context = usePricingContext(useMemo(() => [venom], [venom]))

  const token = useGovernanceTokenContract()
  const totalSupply = callBigInt(useSingleCallResult(token, 'totalSupply'))
  const unlockedSupply = callBigInt(useSingleCallResult(token, 'unlockedSupply'))
  const usdPrice = venom && context ? tokenUsdPrice(venom, context, GOVERNANCE_PRICE_QUOTES) : undefined

  const freshKey =
    usdPrice && totalSupply !== undefined && unlockedSupply !== undefined
      ? JSON.stringify({
          usdPrice: toStored(usdPrice),
          totalSupply: totalSupply.toString(),
          totalCirculatingSupply: unlockedSupply.toString(),
          totalMarketCap: scaleDown(totalSupply, usdPrice).toString(),
          // The spec fixes the circulating market cap's supply at 25,000,000 tokens.
          totalCirculatingMarketCap: scaleDown(CIRCULATING_FOR_MARKET_CAP, usdPrice).toString(),
        })
      : undefined

  useEffect(() => {
    if (!freshKey) return
    const details = JSON.parse(freshKey) as Parameters<typeof updateGovernanceTokenDetails>[0]['details']
    if (!sameFigures(stored, details)) dispatch(updateGovernanceTokenDetails({ chainId, details }))
  }, [chainId, dispatch, freshKey, stored])
}
