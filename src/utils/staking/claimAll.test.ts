import { Interface } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import artifact from '../../../contracts/artifacts/MasterBreeder.json'
import { CLAIM_REWARDS_SELECTOR, claimAllOf, dispatchesSelector } from './claimAll'
import type { Farm, FarmUser } from './types'

const breeder = new Interface(artifact.abi as never)
const selectorOf = (signature: string) => breeder.getSighash(signature).slice(2)

describe('dispatchesSelector', () => {
  it('knows the selector of claimRewards(uint256[])', () => {
    expect(CLAIM_REWARDS_SELECTOR).toBe(selectorOf('claimRewards(uint256[])'))
  })

  it('finds every external function of the compiled MasterBreeder in its code, and no function it lacks', () => {
    const code = artifact.bytecode
    for (const fragment of Object.values(breeder.functions)) {
      expect(dispatchesSelector(code, breeder.getSighash(fragment).slice(2)), fragment.format()).toBe(true)
    }
    expect(dispatchesSelector(code)).toBe(true)
    // A deployment from before claimRewards: the same code with its dispatcher entry gone.
    const before = code.replace(`63${CLAIM_REWARDS_SELECTOR}`, '6300000000')
    expect(dispatchesSelector(before)).toBe(false)
    expect(dispatchesSelector(code, 'deadbeef')).toBe(false)
  })

  it('only counts a PUSH4 on a byte boundary', () => {
    expect(dispatchesSelector(`0x6${'3'}${CLAIM_REWARDS_SELECTOR}00`)).toBe(true)
    // "635eac6239" straddling two bytes: 0x16 35 ea c6 23 9f
    expect(dispatchesSelector(`0x1635eac6239f`)).toBe(false)
    expect(dispatchesSelector(`0x00${CLAIM_REWARDS_SELECTOR.toUpperCase()}`)).toBe(false)
    expect(dispatchesSelector(`0x0063${CLAIM_REWARDS_SELECTOR.toUpperCase()}`)).toBe(true)
  })

  it('says no for empty, odd-length, non-hex or missing code', () => {
    for (const code of [undefined, '', '0x', '0x635eac623', `63${CLAIM_REWARDS_SELECTOR}`, '0xzz635eac6239']) {
      expect(dispatchesSelector(code), String(code)).toBe(false)
    }
  })
})

const user = (pending: bigint): FarmUser => ({ staked: 1n, pending, lpBalance: 0n, lastActionBlock: 0 })
const farm = (pid: number, farmUser?: FarmUser) => ({ pid, user: farmUser }) as Farm

describe('claimAllOf', () => {
  it('takes the farms with a pending reward, in order, and sums their per-farm split', () => {
    // 19 → 18 locked (95% rounded down), 1 free; 1 → 0 locked, 1 free; 100 → 95 locked, 5 free.
    const result = claimAllOf([farm(0, user(19n)), farm(1, user(0n)), farm(2, user(1n)), farm(3), farm(4, user(100n))])
    expect(result).toEqual({ pids: [0, 2, 4], total: 120n, locked: 113n, unlocked: 7n })
  })

  it('is empty without an account or without anything pending', () => {
    const none = { pids: [], total: 0n, locked: 0n, unlocked: 0n }
    expect(claimAllOf([])).toEqual(none)
    expect(claimAllOf([farm(0), farm(1)])).toEqual(none)
    expect(claimAllOf([farm(0, user(0n))])).toEqual(none)
  })
})
