import { describe, expect, it } from 'vitest'

import type { TransactionDetails } from '@/state/transactions/slice'
import type { ChainActivity } from '@/utils/chainActivity/types'

import {
  accountTransactions,
  activityCsvRows,
  type ActivityEntry,
  groupByDay,
  isSentByAccount,
  mergeActivity,
} from './activity'

const ME = `0x${'aa'.repeat(20)}`
const OTHER = `0x${'bb'.repeat(20)}`
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime()
const record = (n: number, addedTime: number, extra: Partial<TransactionDetails> = {}): TransactionDetails => ({
  hash: hash(n),
  from: ME,
  chainId: 1,
  addedTime,
  ...extra,
})
const receipt = (n: number, status: number) => ({
  to: ME,
  from: ME,
  contractAddress: '',
  transactionIndex: 0,
  blockHash: hash(99),
  transactionHash: hash(n),
  blockNumber: 5,
  status,
})

describe('accountTransactions', () => {
  it("keeps the account's records of any age, newest first, matching the address in any case", () => {
    const byHash = {
      [hash(1)]: record(1, at(2020, 1, 1)),
      [hash(2)]: record(2, at(2026, 5, 2), { from: ME.toUpperCase().replace('0X', '0x') }),
      [hash(3)]: record(3, at(2026, 5, 3), { from: OTHER }),
    }
    expect(accountTransactions(byHash, ME).map((tx) => tx.hash)).toEqual([hash(2), hash(1)])
    expect(accountTransactions({}, ME)).toEqual([])
  })
})

describe('groupByDay', () => {
  it('groups by local calendar day, keeping the order', () => {
    const txs = [
      record(1, at(2026, 3, 2, 23)),
      record(2, at(2026, 3, 2, 0)),
      record(3, at(2026, 3, 1, 23)),
      record(4, at(2025, 3, 1, 9)),
    ]
    const days = groupByDay(txs)
    expect(days.map((day) => day.key)).toEqual(['2026-03-02', '2026-03-01', '2025-03-01'])
    expect(days[0].transactions.map((tx) => tx.hash)).toEqual([hash(1), hash(2)])
    expect(days[0].start).toBe(new Date(2026, 2, 2).getTime())
  })

  it('gives no day for no records', () => {
    expect(groupByDay([])).toEqual([])
  })
})

const chainActivity = (n: number, timestamp: number, extra: Partial<ChainActivity> = {}): ChainActivity => ({
  hash: hash(n),
  blockNumber: n,
  timestamp,
  status: 'success',
  kind: 'receive',
  sentByAccount: false,
  sentTo: [],
  amounts: [],
  ...extra,
})

describe('mergeActivity', () => {
  it('lists a record and its mined transaction once, both sources named, newest first', () => {
    const records = [
      record(1, at(2026, 5, 3)),
      record(2, at(2026, 5, 1)),
      record(3, at(2026, 5, 4), { speedUpHash: hash(9) }),
    ]
    const chain = [
      chainActivity(1, at(2026, 5, 3) / 1000 + 5),
      chainActivity(4, at(2026, 5, 2) / 1000),
      chainActivity(9, at(2026, 5, 4) / 1000 + 3),
    ]
    const entries = mergeActivity(records, chain)
    expect(entries.map((entry) => [entry.hash, entry.source])).toEqual([
      [hash(3), 'both'], // sped up: the chain has the speed-up's hash
      [hash(1), 'both'],
      [hash(4), 'chain'],
      [hash(2), 'local'],
    ])
    expect(entries[0].chain?.hash).toBe(hash(9))
    expect(entries[2].addedTime).toBe(at(2026, 5, 2))
  })

  it('matches hashes in any case and gives nothing for nothing', () => {
    const entries = mergeActivity(
      [record(1, 0)],
      [chainActivity(1, 0, { hash: hash(1).toUpperCase().replace('0X', '0x') })],
    )
    expect(entries.map((entry) => entry.source)).toEqual(['both'])
    expect(mergeActivity([], [])).toEqual([])
  })
})

const words = (entry: ActivityEntry) => ({
  summary: entry.chain ? `kind ${entry.chain.kind}` : '',
  paid: entry.chain ? '1 FRA' : '',
  received: '',
  possibleSpam: entry.chain?.amounts.length === 0,
})
const local = (tx: TransactionDetails): ActivityEntry => ({
  hash: tx.hash,
  addedTime: tx.addedTime,
  source: 'local',
  record: tx,
})

describe('activityCsvRows', () => {
  it('gives the header, then time, outcome, summary, hash, the link to what was mined, amounts and source', () => {
    const txs = [
      record(1, Date.UTC(2026, 0, 2, 3, 4, 5), { summary: 'Swap', receipt: receipt(1, 1) }),
      record(2, Date.UTC(2026, 0, 1), { receipt: receipt(7, 0), speedUpHash: hash(7) }),
      record(3, Date.UTC(2025, 11, 31), {
        dropped: { reason: 'cancelled', detectedTime: 1, replacementHash: hash(8) },
      }),
      record(4, Date.UTC(2025, 11, 30)),
    ]
    const entries = [
      ...txs.map(local),
      {
        hash: hash(5),
        addedTime: Date.UTC(2025, 11, 29),
        source: 'chain' as const,
        chain: chainActivity(5, 0, { status: 'failed' }),
      },
    ]
    const header = ['d', 's', 'm', 'h', 'u', 'p', 'r', 'o', 'a', 'x']
    const rows = activityCsvRows(entries, 'https://scan.example/', header, words)
    const sent = ['true', 'false']
    expect(rows).toEqual([
      header,
      [
        '2026-01-02T03:04:05.000Z',
        'success',
        'Swap',
        hash(1),
        `https://scan.example/tx/${hash(1)}`,
        '',
        '',
        'local',
        ...sent,
      ],
      [
        '2026-01-01T00:00:00.000Z',
        'spedUpFailed',
        '',
        hash(2),
        `https://scan.example/tx/${hash(7)}`,
        '',
        '',
        'local',
        ...sent,
      ],
      [
        '2025-12-31T00:00:00.000Z',
        'cancelled',
        '',
        hash(3),
        `https://scan.example/tx/${hash(8)}`,
        '',
        '',
        'local',
        ...sent,
      ],
      [
        '2025-12-30T00:00:00.000Z',
        'pending',
        '',
        hash(4),
        `https://scan.example/tx/${hash(4)}`,
        '',
        '',
        'local',
        ...sent,
      ],
      [
        '2025-12-29T00:00:00.000Z',
        'failed',
        'kind receive',
        hash(5),
        `https://scan.example/tx/${hash(5)}`,
        '1 FRA',
        '',
        'chain',
        // Someone else sent it, and it moved nothing for the account: marked.
        'false',
        'true',
      ],
    ])
  })

  it('tells what the account sent: a record of this browser always, a chain entry as its history says', () => {
    expect(isSentByAccount(local(record(1, 0)))).toBe(true)
    const chain = (sentByAccount: boolean): ActivityEntry => ({
      hash: hash(2),
      addedTime: 0,
      source: 'chain',
      chain: chainActivity(2, 0, { sentByAccount }),
    })
    expect(isSentByAccount(chain(true))).toBe(true)
    expect(isSentByAccount(chain(false))).toBe(false)
  })

  it('leaves the link empty without an explorer', () => {
    expect(activityCsvRows([local(record(1, 0))], undefined, ['x'], words)[1][4]).toBe('')
  })
})
