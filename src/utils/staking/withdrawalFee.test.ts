import { describe, expect, it } from 'vitest'

import { feeApplies, feeDivisor, feePercent, type FeeStage, withdrawalFee } from './withdrawalFee'

// The demo chain's stages (scripts/lib/demo.ts): 25%, 8%, 4%, 2%, 1%, 0.5%, 0.25%, 0.01%.
const START = [0n, 1n, 10n, 50n, 100n, 200n, 500n, 1000n]
const END = [0n, 9n, 49n, 99n, 199n, 499n, 999n, 2n ** 256n - 1n]
const FEE = [25n, 8n, 4n, 2n, 1n, 5n, 25n, 1n]
const STAGES: FeeStage[] = START.map((start, i) => ({ start, end: END[i], fee: FEE[i] }))
const AMOUNT = 10n ** 18n

describe('withdrawalFee', () => {
  it.each([
    [0n, 0, '25'],
    [1n, 1, '8'],
    [9n, 1, '8'],
    [10n, 2, '4'],
    [49n, 2, '4'],
    [50n, 3, '2'],
    [99n, 3, '2'],
    [100n, 4, '1'],
    [199n, 4, '1'],
    [200n, 5, '0.5'],
    [499n, 5, '0.5'],
    [500n, 6, '0.25'],
    [999n, 6, '0.25'],
    [1000n, 7, '0.01'],
    [10n ** 30n, 7, '0.01'],
  ])('%s blocks since the last action fall in stage %s (%s%%)', (delta, stage, percent) => {
    const fee = withdrawalFee(STAGES, delta, AMOUNT)!
    expect(fee.stage).toBe(stage)
    expect(feePercent(fee)).toBe(percent)
    expect(fee.amount).toBe((AMOUNT * FEE[stage]) / feeDivisor(stage))
  })

  it('rounds the fee down like the contract', () => {
    expect(withdrawalFee(STAGES, 0n, 3n)!.amount).toBe(0n)
    expect(withdrawalFee(STAGES, 0n, 7n)!.amount).toBe(1n)
  })

  it('is undefined when no stage holds the delta, and then does not apply', () => {
    const gappy: FeeStage[] = [{ start: 5n, end: 9n, fee: 1n }]
    expect(withdrawalFee(gappy, 4n, AMOUNT)).toBeUndefined()
    expect(withdrawalFee(gappy, 10n, AMOUNT)).toBeUndefined()
    expect(feeApplies(undefined)).toBe(false)
  })

  it('does not apply at a zero fee', () => {
    const free: FeeStage[] = [{ start: 0n, end: 100n, fee: 0n }]
    expect(feeApplies(withdrawalFee(free, 3n, AMOUNT))).toBe(false)
    expect(feeApplies(withdrawalFee(STAGES, 3n, AMOUNT))).toBe(true)
  })
})

describe('feeDivisor', () => {
  it('is 100 for the first five stages, 1000 for the sixth, 10000 for the last two', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(feeDivisor)).toEqual([100n, 100n, 100n, 100n, 100n, 1000n, 10000n, 10000n])
  })
})
