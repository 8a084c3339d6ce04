import { describe, expect, it } from 'vitest'

import type { Farm } from '@/utils/staking/types'

import { findFarm, findFarmByLpToken } from './findFarm'

const farm = (pid: number, lpToken: string, token0: string, token1: string) =>
  ({ pid, lpToken, token0, token1 }) as Farm
const FARMS = [farm(0, '0xL0', '0xAa', '0xBb'), farm(1, '0xL1', '0xBb', '0xCc')]

describe('findFarm', () => {
  it('finds a farm by its two tokens in either order and any case', () => {
    expect(findFarm(FARMS, '0xbb', '0xAA')?.pid).toBe(0)
    expect(findFarm(FARMS, '0xCc', '0xBb')?.pid).toBe(1)
    expect(findFarm(FARMS, '0xAa', '0xCc')).toBeUndefined()
    expect(findFarm(FARMS, '0xAa', undefined)).toBeUndefined()
  })

  it('finds a farm by its liquidity token', () => {
    expect(findFarmByLpToken(FARMS, '0xl1')?.pid).toBe(1)
    expect(findFarmByLpToken(FARMS, '0xL2')).toBeUndefined()
    expect(findFarmByLpToken(FARMS, undefined)).toBeUndefined()
  })
})
