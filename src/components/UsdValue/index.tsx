// A USD figure loaded on first use: the pricing engine, its pair reads and ./UsdFigures make a separate chunk, so the
// swap screen's first load does not grow. Nothing shows while the chunk loads, and no chunk loads without an amount.
import { lazy, Suspense } from 'react'

import type { CurrencyAmount } from '@/sdk'

import type { UsdAmountProps } from './UsdFigures'

const UsdAmount = lazy(() => import('./UsdFigures').then(({ UsdAmount }) => ({ default: UsdAmount })))

/** The USD value of `amount` (nothing without one), with the difference from `compareTo`'s when given. */
export function LazyUsdAmount({ amount, ...props }: Omit<UsdAmountProps, 'amount'> & { amount?: CurrencyAmount }) {
  if (!amount) return null
  return (
    <Suspense fallback={null}>
      <UsdAmount amount={amount} {...props} />
    </Suspense>
  )
}
