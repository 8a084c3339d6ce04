import { describe, expect, it } from 'vitest'

import { memoryHistoryStore } from './historyStore'
import { readLogHistory, REORG_DEPTH, type Send } from './logHistory'
import type { LogQuery, RawLog } from './types'

const QUERY: LogQuery = { topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'] }
const hex = (value: number) => `0x${value.toString(16)}`

/** A chain with one log in every tenth block; `hashSeed` stands for which chain it is (a reset gives new hashes). */
function fakeNode(latest: number, hashSeed = 'a') {
  const asked: [number, number][] = []
  const logAt = (block: number): RawLog => ({
    address: '0x0000000000000000000000000000000000000001',
    blockNumber: hex(block),
    transactionHash: `0x${block.toString(16).padStart(64, '0')}`,
    logIndex: '0x0',
    data: '0x',
    topics: QUERY.topics as string[],
  })
  const send: Send = (method, params) => {
    if (method === 'eth_getBlockByNumber') return Promise.resolve({ hash: `0x${hashSeed}${params[0] as string}` })
    const filter = params[0] as { fromBlock: string; toBlock: string }
    const [from, to] = [Number(filter.fromBlock), Number(filter.toBlock)]
    asked.push([from, to])
    const logs: unknown[] = []
    for (let block = from; block <= Math.min(to, latest); block++) if (block % 10 === 0) logs.push(logAt(block))
    if (from === 40) logs.push({ address: 'not an address' }) // dropped, not trusted
    return Promise.resolve(logs)
  }
  return { send, asked }
}

describe('readLogHistory', () => {
  it('reads the whole stretch once, then only the blocks since the kept part (the last REORG_DEPTH again)', async () => {
    const store = memoryHistoryStore()
    const first = fakeNode(100)
    const logs = await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: first.send, store })
    expect(logs.map((log) => Number(log.blockNumber))).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    expect(first.asked).toEqual([[0, 100]])

    const second = fakeNode(130)
    const progress: [number, number][] = []
    const again = await readLogHistory({
      chainId: 1,
      query: QUERY,
      fromBlock: 0,
      latest: 130,
      send: second.send,
      store,
      onProgress: (read, total) => progress.push([read, total]),
    })
    expect(second.asked).toEqual([[100 - REORG_DEPTH + 1, 130]])
    expect(again.map((log) => Number(log.blockNumber))).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130,
    ])
    expect(progress.at(-1)).toEqual([130 - (100 - REORG_DEPTH), 130 - (100 - REORG_DEPTH)])
  })

  it('reads everything again when the kept block has another hash (a reset chain, a deep reorg)', async () => {
    const store = memoryHistoryStore()
    await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: fakeNode(100).send, store })
    const reset = fakeNode(100, 'b')
    const logs = await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: reset.send, store })
    // The blocks since the kept part were asked with its hash, on the belief that it stood; that read was dropped.
    expect(reset.asked).toEqual([
      [100 - REORG_DEPTH + 1, 100],
      [0, 100],
    ])
    expect(logs.map((log) => Number(log.blockNumber))).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    const kept = await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: reset.send, store })
    expect(kept).toEqual(logs)
  })

  it('refreshes in one round trip: the kept block, the logs since and the block to keep to, asked together', async () => {
    const store = memoryHistoryStore()
    await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: fakeNode(100).send, store })
    const node = fakeNode(130)
    // Nothing is answered until the test says so: whatever the read asks before that is one batch's worth.
    const asked: string[] = []
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const send: Send = async (method, params) => {
      asked.push(`${method} ${method === 'eth_getLogs' ? JSON.stringify(params[0]) : String(params[0])}`)
      await answered
      return node.send(method, params)
    }
    const refresh = readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 130, send, store })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual([
      `eth_getBlockByNumber ${hex(100 - REORG_DEPTH)}`,
      `eth_getBlockByNumber ${hex(130 - REORG_DEPTH)}`,
      `eth_getLogs ${JSON.stringify({ ...QUERY, fromBlock: hex(100 - REORG_DEPTH + 1), toBlock: hex(130) })}`,
    ])
    answer()
    expect((await refresh).map((log) => Number(log.blockNumber)).at(-1)).toBe(130)
    expect(asked).toHaveLength(3)
  })

  it('keeps each chain and query apart', async () => {
    const store = memoryHistoryStore()
    await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: fakeNode(100).send, store })
    const other = fakeNode(100)
    await readLogHistory({ chainId: 2, query: QUERY, fromBlock: 0, latest: 100, send: other.send, store })
    await readLogHistory({ chainId: 1, query: { topics: [null] }, fromBlock: 0, latest: 100, send: other.send, store })
    expect(other.asked).toEqual([
      [0, 100],
      [0, 100],
    ])
  })

  it("rejects with the node's error, keeping nothing from the failed read", async () => {
    const store = memoryHistoryStore()
    const down: Send = (method) =>
      method === 'eth_getLogs' ? Promise.reject(new Error('connection refused')) : Promise.resolve({ hash: '0x1' })
    await expect(
      readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: down, store }),
    ).rejects.toThrow('connection refused')
    const node = fakeNode(100)
    await readLogHistory({ chainId: 1, query: QUERY, fromBlock: 0, latest: 100, send: node.send, store })
    expect(node.asked).toEqual([[0, 100]])
  })
})
