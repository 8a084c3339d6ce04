// USD values of currency amounts on the trading screens, priced through the pools (usePoolPricingContext); each value
// is undefined while the pairs load or when its token has no route to the stable token, so it shows blank, not wrong.
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type CurrencyAmount, wrappedCurrency } from '@/sdk'
import type { Rational } from '@/utils/pricing/rational'
import { tokenUsdValue } from '@/utils/pricing/usdPrice'

import { usePoolPricingContext } from './usePoolPricingContext'

export function useUsdValues(amounts: readonly (CurrencyAmount | undefined)[]): (Rational | undefined)[] {
  const chainId = useActiveChainId()
  const wrapped = amounts.map((amount) => amount && wrappedCurrency(amount.currency, chainId))
  const tokensKey = wrapped.map((token) => token?.address ?? '').join()
  // Keyed by the addresses: new amounts of the same tokens (each keystroke) must not re-read the pairs.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `wrapped` is a new array every render; its key is not
  const tokens = useMemo(() => wrapped, [tokensKey])
  const context = usePoolPricingContext(tokens)
  return useMemo(
    () =>
      amounts.map((amount, i) => {
        const token = tokens[i]
        return amount && token && context ? tokenUsdValue(token, BigInt(amount.raw.toString()), context) : undefined
      }),
    [amounts, tokens, context],
  )
}
