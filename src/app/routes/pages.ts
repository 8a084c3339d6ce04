// Every screen is its own chunk, loaded when its route first renders: the first load carries only the shell.
import { lazyPage } from './lazyPage'
import { landsOnSwapPage } from './redirects'

export const Swap = lazyPage(() => import('@/pages/Swap'))
export const Pool = lazyPage(() => import('@/pages/Pool'))
export const PoolFinder = lazyPage(() => import('@/pages/PoolFinder'))
export const AddLiquidity = lazyPage(() => import('@/pages/AddLiquidity'))
export const RemoveLiquidity = lazyPage(() => import('@/pages/RemoveLiquidity'))
export const RemoveV1 = lazyPage(() => import('@/pages/RemoveV1'))
export const MigrateV1List = lazyPage(() => import('@/pages/MigrateV1List'))
export const MigrateV1 = lazyPage(() => import('@/pages/MigrateV1'))
export const StakingList = lazyPage(() => import('@/pages/StakingList'))
export const StakingPair = lazyPage(() => import('@/pages/StakingPair'))
export const StakingSingle = lazyPage(() => import('@/pages/StakingSingle'))
export const StakingCategory = lazyPage(() => import('@/pages/StakingCategory'))
export const Vote = lazyPage(() => import('@/pages/Vote'))
export const VoteDetail = lazyPage(() => import('@/pages/VoteDetail'))
export const Activity = lazyPage(() => import('@/pages/Activity'))
export const Pools = lazyPage(() => import('@/pages/Pools'))
export const Tokens = lazyPage(() => import('@/pages/Tokens'))
export const PoolDetail = lazyPage(() => import('@/pages/PoolDetail'))
export const TokenDetail = lazyPage(() => import('@/pages/TokenDetail'))
export const Portfolio = lazyPage(() => import('@/pages/Portfolio'))

/** The swap page, where a visit without a path lands (and the swap and send links), loads before the first render. */
export function preloadLandingPage(hash: string): Promise<unknown> {
  return landsOnSwapPage(hash) ? Swap.preload() : Promise.resolve()
}
