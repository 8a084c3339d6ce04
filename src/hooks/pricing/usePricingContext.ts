// The pricing engine's context for the header and the staking pages: the pools read on chain (usePoolPricingContext)
// and the native coin's USD price from the price endpoint, preferred over the native/stable pair when it answers.
import { useMemo } from 'react'

import type { Token } from '@/sdk'
import type { PricingContext } from '@/utils/pricing/usdPrice'

import { useNativeUsdPrice } from './useNativeUsdPrice'
import { usePoolPricingContext } from './usePoolPricingContext'

export function usePricingContext(tokens: readonly (Token | undefined)[]): PricingContext | undefined {
  const pools = usePoolPricingContext(tokens)
  const nativeUsd = useNativeUsdPrice()
  return useMemo(() => pools && { ...pools, nativeUsd }, [pools, nativeUsd])
}
