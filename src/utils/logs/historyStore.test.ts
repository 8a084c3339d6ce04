import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'

import { HISTORY_SCHEMA_VERSION, type HistoryStore, indexedDbHistoryStore, memoryHistoryStore } from './historyStore'

/** A clock the test moves by hand, so that the order of use is exact. */
function clock() {
  let time = 1_000
  return { now: () => time, tick: () => (time += 1) }
}

const stores: [string, (maxBytes: number, now: () => number) => Promise<HistoryStore>][] = [
  ['IndexedDB', (maxBytes, now) => indexedDbHistoryStore(new IDBFactory(), { maxBytes, now })],
  ['memory', (maxBytes, now) => Promise.resolve(memoryHistoryStore(maxBytes, now))],
]

describe.each(stores)('the history store in %s', (_, open) => {
  it('gives back what it keeps, by key, and leaves out keys it does not have', async () => {
    const store = await open(1_000_000, Date.now)
    await store.putMany([
      ['logs:1:a', { toBlock: 10, logs: [{ data: '0x01' }] }],
      ['tx:1:0xab', { status: 1 }],
    ])
    const found = await store.getMany(['logs:1:a', 'tx:1:0xab', 'tx:1:0xcd'])
    expect([...found.keys()]).toEqual(['logs:1:a', 'tx:1:0xab'])
    expect(found.get('logs:1:a')).toEqual({ toBlock: 10, logs: [{ data: '0x01' }] })
    await store.putMany([['logs:1:a', { toBlock: 20, logs: [] }]])
    expect((await store.getMany(['logs:1:a'])).get('logs:1:a')).toEqual({ toBlock: 20, logs: [] })
  })

  it('keeps within its size bound by dropping the entries used longest ago', async () => {
    const time = clock()
    const value = { text: 'x'.repeat(90) } // about 100 bytes of JSON
    const store = await open(350, time.now)
    for (const key of ['a', 'b', 'c']) {
      await store.putMany([[key, value]])
      time.tick()
    }
    await store.getMany(['a']) // 'a' used again: 'b' is now the oldest
    time.tick()
    await store.putMany([['d', value]])
    const found = await store.getMany(['a', 'b', 'c', 'd'])
    expect([...found.keys()].sort()).toEqual(['a', 'c', 'd'])
  })

  it('does not keep a single entry larger than the bound', async () => {
    const store = await open(50, Date.now)
    await store.putMany([['big', { text: 'x'.repeat(100) }]])
    expect((await store.getMany(['big'])).size).toBe(0)
  })
})

describe('the IndexedDB history store across schema versions', () => {
  it('drops the entries of an older schema whole on upgrade', async () => {
    const factory = new IDBFactory()
    const older = await indexedDbHistoryStore(factory, { version: HISTORY_SCHEMA_VERSION })
    await older.putMany([['logs:1:a', { stale: true }]])
    const newer = await indexedDbHistoryStore(factory, { version: HISTORY_SCHEMA_VERSION + 1 })
    expect((await newer.getMany(['logs:1:a'])).size).toBe(0)
    await newer.putMany([['logs:1:a', { fresh: true }]])
    expect((await newer.getMany(['logs:1:a'])).get('logs:1:a')).toEqual({ fresh: true })
  })

  it('reads what another visit kept (the same database opened again)', async () => {
    const factory = new IDBFactory()
    const first = await indexedDbHistoryStore(factory)
    await first.putMany([['logs:2152:q', { toBlock: 5 }]])
    const second = await indexedDbHistoryStore(factory)
    expect((await second.getMany(['logs:2152:q'])).get('logs:2152:q')).toEqual({ toBlock: 5 })
  })
})
