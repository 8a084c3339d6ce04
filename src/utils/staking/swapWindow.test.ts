import { describe, expect, it } from 'vitest'

import { advanceWindow, nextLogRange, type SwapWindow } from './swapWindow'

const swap = (blockNumber: number, amount0In = 1n) => ({ blockNumber, amount0In, amount1In: 0n })
// 2 s blocks: a day is 43,200 blocks.
const DAY = 43_200

describe('nextLogRange', () => {
  it('asks for the whole day first, from the genesis block on a young chain', () => {
    expect(nextLogRange(undefined, 100_000, 2)).toEqual({ fromBlock: 100_000 - DAY + 1, toBlock: 100_000 })
    expect(nextLogRange(undefined, 500, 2)).toEqual({ fromBlock: 0, toBlock: 500 })
  })

  it('then only the blocks after the window, and nothing when it is current', () => {
    const window: SwapWindow = { fromBlock: 0, toBlock: 500, swaps: [] }
    expect(nextLogRange(window, 530, 2)).toEqual({ fromBlock: 501, toBlock: 530 })
    expect(nextLogRange(window, 500, 2)).toBeUndefined()
    expect(nextLogRange(window, 499, 2)).toBeUndefined()
  })

  it('starts over when the window is more than a day behind', () => {
    const window: SwapWindow = { fromBlock: 0, toBlock: 500, swaps: [] }
    expect(nextLogRange(window, 500 + DAY + 5, 2)).toEqual({ fromBlock: 506, toBlock: 500 + DAY + 5 })
  })

  it('is undefined for bad input', () => {
    expect(nextLogRange(undefined, -1, 2)).toBeUndefined()
    expect(nextLogRange(undefined, 1.5, 2)).toBeUndefined()
    expect(nextLogRange(undefined, 100, 0)).toBeUndefined()
    expect(nextLogRange(undefined, 100, Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})

describe('advanceWindow', () => {
  it('appends a continuing range and drops swaps older than a day', () => {
    const window: SwapWindow = { fromBlock: 1, toBlock: DAY, swaps: [swap(1), swap(2), swap(DAY)] }
    const next = advanceWindow(window, { fromBlock: DAY + 1, toBlock: DAY + 1 }, [swap(DAY + 1, 7n)], 2)
    expect(next).toEqual({ fromBlock: 2, toBlock: DAY + 1, swaps: [swap(2), swap(DAY), swap(DAY + 1, 7n)] })
  })

  it('replaces the window with a range that does not continue it', () => {
    const window: SwapWindow = { fromBlock: 0, toBlock: 10, swaps: [swap(5)] }
    expect(advanceWindow(window, { fromBlock: 20, toBlock: 30 }, [swap(25)], 2)).toEqual({
      fromBlock: 20,
      toBlock: 30,
      swaps: [swap(25)],
    })
    expect(advanceWindow(undefined, { fromBlock: 0, toBlock: 30 }, [], 2)).toEqual({
      fromBlock: 0,
      toBlock: 30,
      swaps: [],
    })
  })

  it('ignores events outside the range a node should not have sent', () => {
    expect(advanceWindow(undefined, { fromBlock: 0, toBlock: 30 }, [swap(31)], 2).swaps).toEqual([])
  })
})
