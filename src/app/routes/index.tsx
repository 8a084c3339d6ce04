// The route table of both specs: exact paths, each with its availability; unknown paths fall back to send.
import type { ReactElement } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'

import { ErrorBoundary } from '@/components/ErrorBoundary'
import { isRouteAvailable, type RouteAvailability } from '@/config/routing'
import { FARMS_SUFFIX, SINGLE_SUFFIX, stakingPath } from '@/config/staking'
import { useActiveChainId } from '@/connection/useActiveChainId'

import {
  AddLiquidityRoute,
  AddressClaimRedirect,
  FallbackRedirect,
  RemoveTokensRedirect,
  SwapOutputCurrencyRedirect,
  V1ExchangeRoute,
} from './elements'
import {
  Activity,
  MigrateV1,
  MigrateV1List,
  Pool,
  PoolFinder,
  RemoveLiquidity,
  RemoveV1,
  StakingCategory,
  StakingList,
  StakingPair,
  StakingSingle,
  Swap,
  Vote,
  VoteDetail,
} from './pages'

interface RouteRow {
  path: string
  element: ReactElement
  availability?: RouteAvailability
}

const ROUTE_TABLE: readonly RouteRow[] = [
  { path: '/', element: <Navigate to="/swap" replace /> },
  { path: '/swap', element: <Swap /> },
  { path: '/swap/:outputCurrency', element: <SwapOutputCurrencyRedirect /> },
  { path: '/claim', element: <AddressClaimRedirect /> },
  { path: '/send', element: <Swap sendMode /> },
  { path: '/find', element: <PoolFinder /> },
  { path: '/pool', element: <Pool /> },
  { path: '/create', element: <AddLiquidityRoute prefix="/create" /> },
  { path: '/create/:currencyIdA', element: <AddLiquidityRoute prefix="/create" /> },
  { path: '/create/:currencyIdA/:currencyIdB', element: <AddLiquidityRoute prefix="/create" /> },
  { path: '/add', element: <AddLiquidityRoute prefix="/add" /> },
  { path: '/add/:currencyIdA', element: <AddLiquidityRoute prefix="/add" /> },
  { path: '/add/:currencyIdA/:currencyIdB', element: <AddLiquidityRoute prefix="/add" /> },
  { path: '/remove/v1/:address', element: <V1ExchangeRoute page={<RemoveV1 />} /> },
  { path: '/remove/:tokens', element: <RemoveTokensRedirect /> },
  { path: '/remove/:currencyIdA/:currencyIdB', element: <RemoveLiquidity /> },
  { path: '/migrate/v1', element: <MigrateV1List /> },
  { path: '/migrate/v1/:address', element: <V1ExchangeRoute page={<MigrateV1 />} /> },
  // The header's staking menu links (the spec is silent on these lists; issue 7 fills them).
  { path: stakingPath(FARMS_SUFFIX), element: <StakingList kind="farms" /> },
  { path: stakingPath(SINGLE_SUFFIX), element: <StakingList kind="single" /> },
  { path: '/staking/pools/:currencyIdA/:currencyIdB', element: <StakingPair /> },
  { path: '/staking/single/:address', element: <StakingSingle />, availability: 'single' },
  { path: '/staking/:category/:address', element: <StakingCategory />, availability: 'staking' },
  { path: '/vote', element: <Vote />, availability: 'governance' },
  { path: '/vote/:id', element: <VoteDetail />, availability: 'governance' },
  { path: '/activity', element: <Activity /> },
]

export function AppRoutes() {
  const chainId = useActiveChainId()
  return (
    <Routes>
      {ROUTE_TABLE.filter((row) => isRouteAvailable(row.availability ?? 'all', chainId)).map((row) => (
        <Route
          key={row.path}
          path={row.path}
          // One boundary per page, keyed by route: a page (or its chunk) that fails shows its error view while the
          // header and every other page keep working, and leaving it for another route starts clean.
          element={
            <ErrorBoundary key={row.path} scope="page">
              {row.element}
            </ErrorBoundary>
          }
        />
      ))}
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  )
}
