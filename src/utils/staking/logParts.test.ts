import { describe, expect, it } from 'vitest'

import { type BlockRange, fetchInParts, halves, MAX_LOG_PARTS } from './logParts'

const tooLarge = new Error('block range too large')
const isTooLarge = (error: unknown) => error === tooLarge

/** A node that serves ranges of at most `cap` blocks, each block's number as its one log, and records every ask. */
function cappedNode(cap: number) {
  const asked: string[] = []
  const fetchRange = async ({ fromBlock, toBlock }: BlockRange) => {
    asked.push(`${fromBlock}-${toBlock}`)
    if (toBlock - fromBlock + 1 > cap) throw tooLarge
    return Array.from({ length: toBlock - fromBlock + 1 }, (_, index) => fromBlock + index)
  }
  return { asked, fetchRange }
}

describe('halves', () => {
  it('splits a range into two adjoining halves covering it', () => {
    expect(halves({ fromBlock: 10, toBlock: 19 })).toEqual([
      { fromBlock: 10, toBlock: 14 },
      { fromBlock: 15, toBlock: 19 },
    ])
    expect(halves({ fromBlock: 10, toBlock: 20 })).toEqual([
      { fromBlock: 10, toBlock: 15 },
      { fromBlock: 16, toBlock: 20 },
    ])
    expect(halves({ fromBlock: 4, toBlock: 5 })).toEqual([
      { fromBlock: 4, toBlock: 4 },
      { fromBlock: 5, toBlock: 5 },
    ])
  })

  it('cannot split one block, nor an empty or reversed range', () => {
    expect(halves({ fromBlock: 7, toBlock: 7 })).toBeUndefined()
    expect(halves({ fromBlock: 8, toBlock: 7 })).toBeUndefined()
  })
})

describe('fetchInParts', () => {
  it('asks once when the node serves the whole range', async () => {
    const node = cappedNode(1_000)
    await expect(fetchInParts({ fromBlock: 1, toBlock: 5 }, node.fetchRange, isTooLarge)).resolves.toEqual([
      1, 2, 3, 4, 5,
    ])
    expect(node.asked).toEqual(['1-5'])
  })

  it('splits a refused range in halves, in block order, until the node serves them', async () => {
    const node = cappedNode(3)
    const logs = await fetchInParts({ fromBlock: 0, toBlock: 9 }, node.fetchRange, isTooLarge)
    expect(logs).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(node.asked).toEqual(['0-9', '0-4', '0-2', '3-4', '5-9', '5-7', '8-9'])
  })

  it('gives up beyond the most parts, with the refusal', async () => {
    const node = cappedNode(1)
    await expect(fetchInParts({ fromBlock: 0, toBlock: 99 }, node.fetchRange, isTooLarge)).rejects.toBe(tooLarge)
    // The whole, then halves, quarters and eighths; the first eighth refused ends it.
    expect(node.asked.slice(0, 4)).toEqual(['0-99', '0-49', '0-24', '0-12'])
    expect(node.asked).toHaveLength(4)
    expect(MAX_LOG_PARTS).toBe(8)
  })

  it('passes other errors on without splitting', async () => {
    const down = new Error('Failed to send batch call')
    const asked: BlockRange[] = []
    const fetchRange = async (range: BlockRange) => {
      asked.push(range)
      throw down
    }
    await expect(fetchInParts({ fromBlock: 0, toBlock: 99 }, fetchRange, isTooLarge)).rejects.toBe(down)
    expect(asked).toHaveLength(1)
  })

  it('does not split when one part is all it may ask for', async () => {
    const node = cappedNode(2)
    await expect(fetchInParts({ fromBlock: 0, toBlock: 9 }, node.fetchRange, isTooLarge, 1)).rejects.toBe(tooLarge)
    expect(node.asked).toEqual(['0-9'])
  })
})
