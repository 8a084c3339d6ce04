// A liquidity position's USD value loaded on first use, like ./index.tsx (a file of its own so the swap screen, which
// shows no position, does not carry it).
import { lazy, Suspense } from 'react'

import type { PositionUsdProps } from './UsdFigures'

const PositionUsd = lazy(() => import('./UsdFigures').then(({ PositionUsd }) => ({ default: PositionUsd })))

export function LazyPositionUsd(props: PositionUsdProps) {
  return (
    <Suspense fallback={null}>
      <PositionUsd {...props} />
    </Suspense>
  )
}
