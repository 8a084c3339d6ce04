// Every screen is its own chunk, loaded when its route first renders: the first load carries only the shell.
import { lazy } from 'react'

export const Swap = lazy(() => import('@/pages/Swap'))
export const Pool = lazy(() => import('@/pages/Pool'))
export const PoolFinder = lazy(() => import('@/pages/PoolFinder'))
export const AddLiquidity = lazy(() => import('@/pages/AddLiquidity'))
export const RemoveLiquidity = lazy(() => import('@/pages/RemoveLiquidity'))
export const RemoveV1 = lazy(() => import('@/pages/RemoveV1'))
export const MigrateV1List = lazy(() => import('@/pages/MigrateV1List'))
export const MigrateV1 = lazy(() => import('@/pages/MigrateV1'))
export const StakingList = lazy(() => import('@/pages/StakingList'))
export const StakingPair = lazy(() => import('@/pages/StakingPair'))
export const StakingSingle = lazy(() => import('@/pages/StakingSingle'))
export const StakingCategory = lazy(() => import('@/pages/StakingCategory'))
export const Vote = lazy(() => import('@/pages/Vote'))
export const VoteDetail = lazy(() => import('@/pages/VoteDetail'))
export const Activity = lazy(() => import('@/pages/Activity'))
