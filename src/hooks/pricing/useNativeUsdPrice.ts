// The native coin's USD price from the price endpoint, fetched once per mount; undefined while loading or when the
// endpoint fails (the failure is only logged).
import { useEffect, useState } from 'react'

import { fetchNativeUsdPrice } from '@/utils/pricing/fetchNativeUsdPrice'
import type { Rational } from '@/utils/pricing/rational'

export function useNativeUsdPrice(): Rational | undefined {
  const [price, setPrice] = useState<Rational>()
  useEffect(() => {
    let isCurrent = true
    void fetchNativeUsdPrice().then((value) => {
      if (isCurrent) setPrice(value)
    })
    return () => {
      isCurrent = false
    }
  }, [])
  return price
}
