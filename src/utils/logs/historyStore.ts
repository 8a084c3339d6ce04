// What the app has read of the chain's history (logs, transactions), kept in IndexedDB so that a visit reads only
// the blocks since the last one: per chain and query or transaction, under a schema version (a stored shape the app
// no longer reads is dropped whole on upgrade) and a size bound (the entries used longest ago go first). Where the
// browser has no IndexedDB or refuses it (some private modes), the same store lives in memory for the visit. When the
// browser's quota is reached, the store makes room from its own least recently used entries; what it still cannot
// keep is read from the chain again next time: a cache that cannot write never fails a read.

/** Raised whenever the shape of a stored value changes: the browser then drops the old store whole. */
export const HISTORY_SCHEMA_VERSION = 1
/** The bound on what the store keeps, measured as the entries' JSON length (about their size in bytes). */
export const MAX_HISTORY_BYTES = 16 * 1024 * 1024

const DB_NAME = 'venom-swap-history'
/** The values by key; beside them, each entry's size and last use, small enough to read whole when evicting. */
const VALUES = 'values'
const USES = 'uses'
const USED_AT = 'usedAt'

interface Entry {
  key: string
  value: unknown
  bytes: number
  usedAt: number
}

type Use = Omit<Entry, 'value'>

export interface HistoryStore {
  /** The values kept under `keys`, by key (absent ones left out); marks them used. */
  getMany(keys: readonly string[]): Promise<Map<string, unknown>>
  /**
   * Keeps each value under its key, then drops the least recently used entries past the bound; never rejects (what
   * it cannot keep is only a cache miss later).
   */
  putMany(entries: readonly (readonly [string, unknown])[]): Promise<void>
}

const sizeOf = (value: unknown) => JSON.stringify(value)?.length ?? 0

/** The store in memory: for browsers without IndexedDB, and as the tests' reference. */
export function memoryHistoryStore(maxBytes = MAX_HISTORY_BYTES, now = Date.now): HistoryStore {
  const entries = new Map<string, Entry>()
  return {
    getMany(keys) {
      const found = new Map<string, unknown>()
      for (const key of keys) {
        const entry = entries.get(key)
        if (!entry) continue
        entry.usedAt = now()
        found.set(key, structuredClone(entry.value))
      }
      return Promise.resolve(found)
    },
    putMany(list) {
      for (const [key, value] of list)
        entries.set(key, { key, value: structuredClone(value), bytes: sizeOf(value), usedAt: now() })
      let total = 0
      for (const entry of entries.values()) total += entry.bytes
      for (const entry of [...entries.values()].sort((a, b) => a.usedAt - b.usedAt)) {
        if (total <= maxBytes) break
        entries.delete(entry.key)
        total -= entry.bytes
      }
      return Promise.resolve()
    },
  }
}

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result)
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'))
  })
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

function openDatabase(factory: IDBFactory, version: number): Promise<IDBDatabase> {
  const opening = factory.open(DB_NAME, version)
  opening.onupgradeneeded = () => {
    const db = opening.result
    // Another schema's entries are not read back: dropped whole rather than converted.
    for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name)
    db.createObjectStore(VALUES)
    db.createObjectStore(USES, { keyPath: 'key' }).createIndex(USED_AT, USED_AT)
  }
  return new Promise((resolve, reject) => {
    opening.onsuccess = () => resolve(opening.result)
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
    opening.onblocked = () => reject(new Error('IndexedDB is held open by an older version of the app'))
  })
}

/** The store in IndexedDB; rejects when the browser refuses to open it. */
export async function indexedDbHistoryStore(
  factory: IDBFactory,
  { maxBytes = MAX_HISTORY_BYTES, now = Date.now, version = HISTORY_SCHEMA_VERSION } = {},
): Promise<HistoryStore> {
  const db = await openDatabase(factory, version)
  // Another tab with a newer schema asks to upgrade: this one lets go (its reads then go to the memory fallback).
  db.onversionchange = () => db.close()
  return {
    async getMany(keys) {
      const transaction = db.transaction([VALUES, USES], 'readwrite')
      const values = transaction.objectStore(VALUES)
      const uses = transaction.objectStore(USES)
      const found = new Map<string, unknown>()
      const [stored, used] = await Promise.all([
        Promise.all(keys.map((key) => request(values.get(key)))),
        Promise.all(keys.map((key) => request(uses.get(key) as IDBRequest<Use | undefined>))),
      ])
      const usedAt = now()
      keys.forEach((key, index) => {
        const use = used[index]
        if (stored[index] === undefined || !use) return
        found.set(key, stored[index])
        uses.put({ ...use, usedAt })
      })
      await done(transaction)
      return found
    },
    async putMany(list) {
      const write = async () => {
        const transaction = db.transaction([VALUES, USES], 'readwrite')
        const values = transaction.objectStore(VALUES)
        const uses = transaction.objectStore(USES)
        const usedAt = now()
        const written = done(transaction)
        try {
          for (const [key, value] of list) {
            values.put(value, key)
            uses.put({ key, bytes: sizeOf(value), usedAt })
          }
        } catch (error) {
          // Refused at once (a value that cannot be cloned, a transaction the browser ended): none of it is kept, and
          // the transaction's own error (a quota's) says why when it has one.
          try {
            transaction.abort()
          } catch {
            // already ended
          }
          await written
          throw error
        }
        await written
      }
      try {
        try {
          await write()
        } catch (error) {
          if (!isQuotaExceeded(error)) throw error
          // Room for twice what is written, or half the store, whichever is more: a second refusal is then unlikely.
          const incoming = list.reduce((sum, [, value]) => sum + sizeOf(value), 0)
          await evict(db, (total) => Math.max(0, Math.min(total - 2 * incoming, total / 2)))
          await write()
        }
        await evict(db, () => maxBytes)
      } catch (error) {
        console.warn('Chain history not kept on this device; it will be read from the chain again', error)
      }
    },
  }
}

/** The browser's refusal for lack of space (a DOMException by that name, also as a transaction's error). */
export function isQuotaExceeded(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError'
}

/** Drops the least recently used entries until the store is within `limit(total)` (its size now in, a bound out). */
async function evict(db: IDBDatabase, limit: (total: number) => number): Promise<void> {
  const transaction = db.transaction([VALUES, USES], 'readwrite')
  const uses = transaction.objectStore(USES)
  const oldestFirst = await request(uses.index(USED_AT).getAll() as IDBRequest<Use[]>)
  let total = oldestFirst.reduce((sum, use) => sum + use.bytes, 0)
  const maxBytes = limit(total)
  for (const use of oldestFirst) {
    if (total <= maxBytes) break
    uses.delete(use.key)
    transaction.objectStore(VALUES).delete(use.key)
    total -= use.bytes
  }
  await done(transaction)
}

let shared: Promise<HistoryStore> | undefined

/** The app's store: IndexedDB where the browser allows it, else memory for this visit. */
export function historyStore(): Promise<HistoryStore> {
  shared ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB')
      return await indexedDbHistoryStore(indexedDB)
    } catch (error) {
      console.warn('Chain history is kept in memory for this visit only', error)
      return memoryHistoryStore()
    }
  })()
  return shared
}
