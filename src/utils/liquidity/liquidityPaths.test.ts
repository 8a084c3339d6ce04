import { describe, expect, it } from 'vitest'

import { BUSD, USDC, WFRA } from '@/test-support/trades'

import { liquidityPaths, tokenUrlId } from './liquidityPaths'

describe('liquidityPaths', () => {
  it("shows the wrapped native token as 'ETH'", () => {
    expect(tokenUrlId(WFRA)).toBe('ETH')
    expect(tokenUrlId(BUSD)).toBe(BUSD.address)
    expect(liquidityPaths(BUSD, WFRA)).toEqual({
      add: `/add/${BUSD.address}/ETH`,
      remove: `/remove/${BUSD.address}/ETH`,
      staking: `/staking/pools/${BUSD.address}/ETH`,
    })
  })

  it('keeps the order given', () => {
    expect(liquidityPaths(USDC, BUSD).remove).toBe(`/remove/${USDC.address}/${BUSD.address}`)
  })
})
