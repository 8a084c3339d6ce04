import { describe, expect, it } from 'vitest'

import { MAX_RECORDED_TRANSACTIONS_PER_CHAIN } from '@/config/transactions'

import { validateTransactionsState } from './validate'

const HASH = `0x${'ab'.repeat(32)}`
const HASH2 = `0x${'cd'.repeat(32)}`
const FROM = `0x${'11'.repeat(20)}`
const receipt = {
  blockHash: `0x${'ee'.repeat(32)}`,
  blockNumber: 12,
  contractAddress: null,
  from: FROM,
  status: 1,
  to: FROM,
  transactionHash: HASH,
  transactionIndex: 0,
}
const good = { hash: HASH, from: FROM, addedTime: 1_000, summary: 'Swap', nonce: 2 }

describe('validateTransactionsState', () => {
  it.each([undefined, null, 42, 'text', [], true, () => 1])('gives empty state for %s', (raw) => {
    expect(validateTransactionsState(raw)).toEqual({})
  })

  it('keeps a valid record, takes the chain id from its key and drops unknown fields', () => {
    const state = validateTransactionsState({
      '31337': {
        [HASH]: { ...good, chainId: 999, extra: 'x', receipt, confirmedTime: 2_000, lastCheckedBlockNumber: 11 },
      },
    })
    expect(state).toEqual({
      31337: {
        [HASH]: {
          ...good,
          chainId: 31337,
          receipt: { ...receipt, contractAddress: '' },
          confirmedTime: 2_000,
          lastCheckedBlockNumber: 11,
        },
      },
    })
  })

  it('drops malformed records and keeps the rest of the chain', () => {
    const state = validateTransactionsState({
      1: {
        [HASH]: good,
        [HASH2]: { ...good, hash: HASH2, from: 'nobody' },
        '0xshort': { ...good, hash: '0xshort' },
        [`0x${'ef'.repeat(32)}`]: { ...good },
        bad: null,
      },
      5: { [HASH]: { ...good, addedTime: 'yesterday' } },
      '-3': { [HASH]: good },
      abc: { [HASH]: good },
      '1.5': { [HASH]: good },
      7: 'not an object',
    })
    expect(Object.keys(state)).toEqual(['1', '5'])
    expect(Object.keys(state[1])).toEqual([HASH])
    expect(state[5]).toEqual({})
  })

  it('keeps the record but drops bad optional fields', () => {
    const state = validateTransactionsState({
      1: {
        [HASH]: {
          ...good,
          nonce: -1,
          summary: 5,
          approval: { tokenAddress: FROM, spender: 'x' },
          claim: { recipient: 3 },
          recipient: '0x1234',
          lastCheckedBlockNumber: 'ten',
          receipt: { ...receipt, blockNumber: 'x' },
          confirmedTime: 5,
        },
      },
    })
    expect(state[1][HASH]).toEqual({ hash: HASH, from: FROM, chainId: 1, addedTime: 1_000 })
  })

  it('keeps valid approval, claim, recipient and dropped marks', () => {
    const state = validateTransactionsState({
      1: {
        [HASH]: {
          ...good,
          approval: { tokenAddress: FROM, spender: FROM },
          claim: { recipient: FROM },
          recipient: FROM,
          dropped: { reason: 'replaced', detectedTime: 3 },
        },
        [HASH2]: { ...good, hash: HASH2, dropped: { reason: 'stolen', detectedTime: 3 } },
      },
    })
    expect(state[1][HASH].approval).toEqual({ tokenAddress: FROM, spender: FROM })
    expect(state[1][HASH].claim).toEqual({ recipient: FROM })
    expect(state[1][HASH].recipient).toBe(FROM)
    expect(state[1][HASH].dropped).toEqual({ reason: 'replaced', detectedTime: 3 })
    expect(state[1][HASH2].dropped).toBeUndefined()
  })

  it('keeps the sent call, the block it was sent at and a speed-up hash matching the receipt', () => {
    const SPEED_UP = `0x${'5e'.repeat(32)}`
    const sent = { to: FROM, data: '0xa9059cbb00ff', value: '1500000000000000000', addedBlock: 40 }
    const state = validateTransactionsState({
      1: {
        [HASH]: { ...good, ...sent, receipt: { ...receipt, transactionHash: SPEED_UP }, speedUpHash: SPEED_UP },
        [HASH2]: { ...good, hash: HASH2, ...sent, receipt, speedUpHash: SPEED_UP },
      },
    })
    // A mined transaction's calldata is not kept: it only served to recognise a replacement.
    const { data: _data, ...kept } = sent
    expect(state[1][HASH]).toMatchObject({ ...kept, speedUpHash: SPEED_UP })
    expect(state[1][HASH].data).toBeUndefined()
    // A speed-up hash that is not the receipt's is noise.
    expect(state[1][HASH2]).toMatchObject(kept)
    expect(state[1][HASH2].speedUpHash).toBeUndefined()
  })

  it('keeps the calldata of a transaction not yet mined', () => {
    const state = validateTransactionsState({ 1: { [HASH]: { ...good, data: '0xa9059cbb00ff' } } })
    expect(state[1][HASH].data).toBe('0xa9059cbb00ff')
  })

  it('keeps only the newest records of each chain, so storage stays bounded', () => {
    const many = Array.from({ length: MAX_RECORDED_TRANSACTIONS_PER_CHAIN + 2 }, (_, i) => {
      const hash = `0x${i.toString(16).padStart(64, '0')}`
      return [hash, { ...good, hash, addedTime: 1_000 + i }] as const
    })
    const state = validateTransactionsState({ 1: Object.fromEntries(many), 2: { [HASH]: good } })
    expect(Object.keys(state[1])).toHaveLength(MAX_RECORDED_TRANSACTIONS_PER_CHAIN)
    expect(state[1][many[0][0]]).toBeUndefined()
    expect(state[1][many[1][0]]).toBeUndefined()
    expect(state[1][many[2][0]]).toBeDefined()
    expect(Object.keys(state[2])).toEqual([HASH])
  })

  it.each([
    ['to', 'router'],
    ['to', 7],
    ['data', '0xabc'],
    ['data', 'abcd'],
    ['data', `0x${'00'.repeat(16 * 1024 + 1)}`],
    ['data', 12],
    ['value', '-1'],
    ['value', '0x10'],
    ['value', '1.5'],
    ['value', 10],
    ['value', '1'.repeat(79)],
    ['addedBlock', -1],
    ['addedBlock', '40'],
  ])('drops a bad %s (%j) and keeps the record', (field, value) => {
    const state = validateTransactionsState({ 1: { [HASH]: { ...good, [field]: value } } })
    expect(state[1][HASH]).toEqual({ ...good, chainId: 1 })
  })

  it('loads an old record without nonce or call as it was', () => {
    const old = { hash: HASH, from: FROM, addedTime: 1_000, summary: 'Old swap' }
    expect(validateTransactionsState({ 1: { [HASH]: old } })[1][HASH]).toEqual({ ...old, chainId: 1 })
  })

  it('keeps a cancelled mark with the hash that took its place, not a broken hash', () => {
    const state = validateTransactionsState({
      1: {
        [HASH]: { ...good, dropped: { reason: 'cancelled', detectedTime: 3, replacementHash: HASH2 } },
        [HASH2]: { ...good, hash: HASH2, dropped: { reason: 'replaced', detectedTime: 3, replacementHash: '0x1' } },
      },
    })
    expect(state[1][HASH].dropped).toEqual({ reason: 'cancelled', detectedTime: 3, replacementHash: HASH2 })
    expect(state[1][HASH2].dropped).toEqual({ reason: 'replaced', detectedTime: 3 })
  })

  it('survives JSON with a __proto__ key', () => {
    const state = validateTransactionsState(
      JSON.parse(`{"__proto__": {"x": 1}, "1": {"__proto__": {"hash": "${HASH}"}}}`),
    )
    expect(state).toEqual({ 1: {} })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
