import { describe, expect, it } from 'vitest'

import {
  explorerHashOf,
  explorerName,
  explorerTxUrl,
  isTransactionPending,
  isTransactionRecent,
  lastMinedBlock,
  MINED_READS_WINDOW_MS,
  newestFirst,
  RECENT_TRANSACTION_MS,
  shortenHash,
  transactionOutcome,
  transactionStatus,
} from './records'

const receipt = (status?: number) => ({
  blockHash: '0x',
  blockNumber: 1,
  contractAddress: '',
  from: '0x',
  to: '0x',
  transactionHash: '0x',
  transactionIndex: 0,
  status,
})

describe('transaction helpers', () => {
  it('is recent for 24 hours after it was added', () => {
    const now = 1_700_000_000_000
    expect(isTransactionRecent({ addedTime: now }, now)).toBe(true)
    expect(isTransactionRecent({ addedTime: now - RECENT_TRANSACTION_MS + 1 }, now)).toBe(true)
    expect(isTransactionRecent({ addedTime: now - RECENT_TRANSACTION_MS }, now)).toBe(false)
    expect(RECENT_TRANSACTION_MS).toBe(86_400_000)
  })

  it('derives the status: success on status 1 or none, failed otherwise, dropped and replaced never pending', () => {
    expect(transactionStatus({})).toBe('pending')
    expect(transactionStatus({ receipt: receipt(1) })).toBe('success')
    expect(transactionStatus({ receipt: receipt() })).toBe('success')
    expect(transactionStatus({ receipt: receipt(0) })).toBe('failed')
    expect(transactionStatus({ dropped: { reason: 'replaced', detectedTime: 1 } })).toBe('replaced')
    expect(transactionStatus({ dropped: { reason: 'dropped', detectedTime: 1 } })).toBe('dropped')
    expect(isTransactionPending({ dropped: { reason: 'dropped', detectedTime: 1 } })).toBe(false)
    expect(transactionStatus({ dropped: { reason: 'cancelled', detectedTime: 1 } })).toBe('cancelled')
    expect(isTransactionPending({ dropped: { reason: 'cancelled', detectedTime: 1 } })).toBe(false)
    expect(isTransactionPending({})).toBe(true)
  })

  const SPEED_UP = `0x${'5e'.repeat(32)}`
  it.each([
    [{}, 'pending'],
    [{ receipt: receipt(1) }, 'success'],
    [{ receipt: receipt(0) }, 'failed'],
    [{ receipt: receipt(1), speedUpHash: SPEED_UP }, 'spedUpSuccess'],
    [{ receipt: receipt(), speedUpHash: SPEED_UP }, 'spedUpSuccess'],
    [{ receipt: receipt(0), speedUpHash: SPEED_UP }, 'spedUpFailed'],
    [{ dropped: { reason: 'dropped' as const, detectedTime: 1 } }, 'dropped'],
    [{ dropped: { reason: 'replaced' as const, detectedTime: 1 } }, 'replaced'],
    [{ dropped: { reason: 'cancelled' as const, detectedTime: 1 } }, 'cancelled'],
    [{ speedUpHash: SPEED_UP }, 'pending'],
  ])('tells the outcome of %j: %s', (tx, outcome) => {
    expect(transactionOutcome(tx)).toBe(outcome)
  })

  it('links the explorer to the transaction mined in the record’s place, else its own', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const other = `0x${'cd'.repeat(32)}`
    expect(explorerHashOf({ hash })).toBe(hash)
    expect(explorerHashOf({ hash, speedUpHash: SPEED_UP })).toBe(SPEED_UP)
    expect(explorerHashOf({ hash, dropped: { reason: 'cancelled', detectedTime: 1, replacementHash: other } })).toBe(
      other,
    )
    expect(explorerHashOf({ hash, dropped: { reason: 'dropped', detectedTime: 1 } })).toBe(hash)
  })

  it('sorts newest first', () => {
    expect([{ addedTime: 1 }, { addedTime: 3 }, { addedTime: 2 }].sort(newestFirst)).toEqual([
      { addedTime: 3 },
      { addedTime: 2 },
      { addedTime: 1 },
    ])
  })

  it('builds explorer links and names', () => {
    expect(explorerTxUrl('https://etherscan.io', '0xab')).toBe('https://etherscan.io/tx/0xab')
    expect(explorerTxUrl('https://etherscan.io/', '0xab')).toBe('https://etherscan.io/tx/0xab')
    expect(explorerName('https://etherscan.io')).toBe('Etherscan')
    expect(explorerName('https://evm.findorascan.io')).toBe('Findorascan')
    expect(explorerName('https://explorer.harmony.one')).toBe('Harmony')
    expect(explorerName('http://127.0.0.1:8545')).toBe('127.0.0.1')
    expect(explorerName('not a url')).toBe('not a url')
  })

  it('shortens a hash', () => {
    const hash = `0x${'ab'.repeat(32)}`
    expect(shortenHash(hash)).toBe('0xabab...abab')
    expect(shortenHash('0x12')).toBe('0x12')
  })

  it('finds the block of the latest transaction mined in the last two minutes', () => {
    const now = 1_700_000_000_000
    const minedAt = (blockNumber: number, agoMs = 1_000) => ({
      receipt: { ...receipt(1), blockNumber },
      confirmedTime: now - agoMs,
    })
    expect(lastMinedBlock([minedAt(7), {}, minedAt(12), minedAt(9)], now)).toBe(12)
    // A failed transaction changed the account's state too (its gas).
    expect(lastMinedBlock([{ receipt: { ...receipt(0), blockNumber: 5 }, confirmedTime: now }], now)).toBe(5)
    // Older receipts hold nothing back, nor do pending records or a receipt without its time.
    expect(MINED_READS_WINDOW_MS).toBe(120_000)
    expect(lastMinedBlock([minedAt(300, MINED_READS_WINDOW_MS), minedAt(8)], now)).toBe(8)
    expect(lastMinedBlock([minedAt(300, MINED_READS_WINDOW_MS)], now)).toBeUndefined()
    expect(lastMinedBlock([{}, { receipt: receipt(1) }], now)).toBeUndefined()
  })
})
