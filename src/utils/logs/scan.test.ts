import { describe, expect, it, vi } from 'vitest'

import type { BlockRange } from '@/utils/staking/logParts'

import { MAX_SPAN, scanRanges } from './scan'

const tooLarge = Object.assign(new Error('block range is too wide'), { code: -32005 })
const isTooLarge = (error: unknown) => error === tooLarge

/** A node serving at most `cap` blocks a request; its items are the block numbers of the range. */
function cappedNode(cap: number) {
  const asked: BlockRange[] = []
  const fetchRange = vi.fn((range: BlockRange) => {
    asked.push(range)
    const size = range.toBlock - range.fromBlock + 1
    if (size > cap) return Promise.reject(tooLarge)
    return Promise.resolve(Array.from({ length: size }, (_, index) => range.fromBlock + index))
  })
  return { asked, fetchRange }
}

describe('scanRanges', () => {
  it('reads a node without a cap in one request', async () => {
    const node = cappedNode(Infinity)
    const { items, span } = await scanRanges({ fromBlock: 0, toBlock: 999, span: 5_000, ...node, isTooLarge })
    expect(items).toEqual(Array.from({ length: 1000 }, (_, index) => index))
    expect(node.asked).toEqual([{ fromBlock: 0, toBlock: 999 }])
    expect(span).toBe(5_000) // a short last range does not grow the span
  })

  it('halves a refused range, keeps every block once and in order, and settles under the cap', async () => {
    const node = cappedNode(300)
    const { items, span } = await scanRanges({ fromBlock: 10, toBlock: 2_009, span: 1_000, ...node, isTooLarge })
    expect(items).toEqual(Array.from({ length: 2_000 }, (_, index) => 10 + index))
    expect(span).toBeLessThanOrEqual(300)
    const refusals = node.asked.filter((range) => range.toBlock - range.fromBlock + 1 > 300)
    // 1000 and 500 refused, then 250 at a time: never grown back to be refused again.
    expect(refusals).toHaveLength(2)
  })

  it('grows the span after full ranges served, up to MAX_SPAN', async () => {
    const node = cappedNode(Infinity)
    const { span } = await scanRanges({ fromBlock: 0, toBlock: 7 * 10 - 1, span: 10, ...node, isTooLarge })
    expect(node.asked.map((range) => range.toBlock - range.fromBlock + 1)).toEqual([10, 20, 40])
    expect(span).toBe(80)
    // Millions of blocks without logs: the span is the subject, and three million items would only cost time.
    const quiet = vi.fn(() => Promise.resolve([]))
    const wide = await scanRanges({
      fromBlock: 0,
      toBlock: MAX_SPAN * 3,
      span: MAX_SPAN,
      fetchRange: quiet,
      isTooLarge,
    })
    expect(quiet).toHaveBeenCalledTimes(4)
    expect(wide.span).toBe(MAX_SPAN)
  })

  it('rejects with an error that is not about size, after handing over the ranges already served', async () => {
    const down = new Error('connection refused')
    const served: BlockRange[] = []
    const fetchRange = (range: BlockRange) =>
      range.fromBlock >= 100 ? Promise.reject(down) : Promise.resolve([range.fromBlock])
    await expect(
      scanRanges({
        fromBlock: 0,
        toBlock: 500,
        span: 100,
        fetchRange,
        isTooLarge,
        onRange: (range) => void served.push(range),
      }),
    ).rejects.toBe(down)
    expect(served).toEqual([{ fromBlock: 0, toBlock: 99 }])
  })

  it('rejects when the node refuses even one block', async () => {
    const fetchRange = () => Promise.reject(tooLarge)
    await expect(scanRanges({ fromBlock: 0, toBlock: 9, span: 8, fetchRange, isTooLarge })).rejects.toBe(tooLarge)
  })

  it('reads nothing for an empty stretch and takes bad spans as the nearest good one', async () => {
    const node = cappedNode(Infinity)
    expect((await scanRanges({ fromBlock: 5, toBlock: 4, ...node, isTooLarge })).items).toEqual([])
    expect(node.asked).toEqual([])
    const { items } = await scanRanges({ fromBlock: 0, toBlock: 3, span: 0, ...node, isTooLarge })
    expect(items).toEqual([0, 1, 2, 3])
    expect(node.asked[0]).toEqual({ fromBlock: 0, toBlock: 0 })
  })
})
