// The route table of both specs: exact paths, each with its availability; unknown paths fall back to send.
import { type ReactElement, Suspense } from 'react'
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
import { PageLoading } from './PageLoading'
import {
  Activity,
  MigrateV1,
  MigrateV1List,
  Pool,
  PoolDetail,
  PoolFinder,
  Pools,
  Portfolio,
  RemoveLiquidity,
  RemoveV1,
  StakingCategory,
  StakingList,
  StakingPair,
  StakingSingle,
  Swap,
  TokenDetail,
  Tokens,
  Vote,
  VoteDetail,
} from './pages'

interface RouteRow {
  path: string
  render: () => ReactElement
  availability?: RouteAvailability
}

const ROUTE_TABLE: readonly RouteRow[] = [
  { path: '/', render: () => <Navigate to="/swap" replace /> },
  { path: '/swap', render: () => <Swap /> },
  { path: '/swap/:outputCurrency', render: () => <SwapOutputCurrencyRedirect /> },
  { path: '/claim', render: () => <AddressClaimRedirect /> },
  { path: '/send', render: () => <Swap sendMode /> },
  { path: '/find', render: () => <PoolFinder /> },
  { path: '/pool', render: () => <Pool /> },
  { path: '/pools', render: () => <Pools /> },
  { path: '/pools/:address', render: () => <PoolDetail /> },
  { path: '/tokens', render: () => <Tokens /> },
  { path: '/tokens/:address', render: () => <TokenDetail /> },
  { path: '/portfolio', render: () => <Portfolio /> },
  { path: '/create', render: () => <AddLiquidityRoute prefix="/create" /> },
  { path: '/create/:currencyIdA', render: () => <AddLiquidityRoute prefix="/create" /> },
  { path: '/create/:currencyIdA/:currencyIdB', render: () => <AddLiquidityRoute prefix="/create" /> },
  { path: '/add', render: () => <AddLiquidityRoute prefix="/add" /> },
  { path: '/add/:currencyIdA', render: () => <AddLiquidityRoute prefix="/add" /> },
  { path: '/add/:currencyIdA/:currencyIdB', render: () => <AddLiquidityRoute prefix="/add" /> },
  { path: '/remove/v1/:address', render: () => <V1ExchangeRoute page={<RemoveV1 />} /> },
  { path: '/remove/:tokens', render: () => <RemoveTokensRedirect /> },
  { path: '/remove/:currencyIdA/:currencyIdB', render: () => <RemoveLiquidity /> },
  { path: '/migrate/v1', render: () => <MigrateV1List /> },
  { path: '/migrate/v1/:address', render: () => <V1ExchangeRoute page={<MigrateV1 />} /> },
  // The header's staking menu links (the spec is silent on these lists; issue 7 fills them).
  { path: stakingPath(FARMS_SUFFIX), render: () => <StakingList kind="farms" /> },
  { path: stakingPath(SINGLE_SUFFIX), render: () => <StakingList kind="single" /> },
  { path: '/staking/pools/:currencyIdA/:currencyIdB', render: () => <StakingPair /> },
  { path: '/staking/single/:address', render: () => <StakingSingle />, availability: 'single' },
  { path: '/staking/:category/:address', render: () => <StakingCategory />, availability: 'staking' },
  { path: '/vote', render: () => <Vote />, availability: 'governance' },
  { path: '/vote/:id', render: () => <VoteDetail />, availability: 'governance' },
  { path: '/activity', render: () => <Activity /> },
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
          // header and every other page keep working, and leaving it for another route starts clean. Its own
          // Suspense too: leaving a page whose chunk is still loading drops that wait with the page.
          element={
            <ErrorBoundary key={row.path} scope="page">
              <Suspense fallback={<PageLoading />}>{row.render()}</Suspense>
            </ErrorBoundary>
          }
        />
      ))}
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  )
}
