import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { describe, expect, it, vi } from 'vitest'

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

describe('the IndexedDB history store at the browser quota', () => {
  /**
   * A browser quota over what the values store holds: a put that would pass it fails its transaction as a browser's
   * does (aborted with a QuotaExceededError), so nothing of that transaction is kept.
   */
  function withQuota(quotaBytes: number) {
    const held = new Map<string, number>()
    const size = (value: unknown) => JSON.stringify(value).length
    const put = IDBObjectStore.prototype.put
    const remove = IDBObjectStore.prototype.delete
    const spies = [
      vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
        if (this.name === 'values') {
          const total = [...held.values()].reduce((sum, bytes) => sum + bytes, 0) - (held.get(String(key)) ?? 0)
          if (total + size(value) > quotaBytes) {
            // As a browser does: the transaction aborts with the quota's error, none of its writes kept.
            Object.defineProperty(this.transaction, 'error', {
              value: new DOMException('Quota exceeded', 'QuotaExceededError'),
            })
            this.transaction.abort()
            return undefined as unknown as IDBRequest
          }
          held.set(String(key), size(value))
        }
        return put.call(this, value, key)
      }),
      vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(function (this: IDBObjectStore, key) {
        if (this.name === 'values') held.delete(String(key))
        return remove.call(this, key)
      }),
    ]
    return { restore: () => spies.forEach((spy) => spy.mockRestore()) }
  }

  it('makes room from its own least recently used entries, and a write it still cannot keep fails no read', async () => {
    const quota = withQuota(350)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const time = clock()
      const store = await indexedDbHistoryStore(new IDBFactory(), { now: time.now })
      const value = { text: 'x'.repeat(90) } // about 100 bytes of JSON
      for (const key of ['a', 'b', 'c']) {
        await store.putMany([[key, value]])
        time.tick()
      }
      await store.getMany(['a']) // 'a' used again: 'b' and 'c' are the oldest
      time.tick()
      // Past the quota: the oldest go, the new entry is kept, and the one used lately stays.
      await store.putMany([['d', value]])
      expect([...(await store.getMany(['a', 'b', 'c', 'd'])).keys()].sort()).toEqual(['a', 'd'])

      // More than the whole quota: not kept, and no error for the read that wrote it.
      await expect(store.putMany([['huge', { text: 'x'.repeat(1_000) }]])).resolves.toBeUndefined()
      expect((await store.getMany(['huge'])).size).toBe(0)
      expect(console.warn).toHaveBeenCalled()
    } finally {
      quota.restore()
      vi.restoreAllMocks()
    }
  })
})
