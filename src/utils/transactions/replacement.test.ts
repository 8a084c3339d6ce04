import { describe, expect, it } from 'vitest'

import { classifyReplacement, decideUnconfirmed, type SentCall, type UnconfirmedFacts } from './replacement'

const ACCOUNT = `0x${'aa'.repeat(20)}`
const ROUTER = `0x${'bb'.repeat(20)}`
const SWAP_DATA = `0x38ed1739${'00'.repeat(64)}`
const swap: SentCall = { from: ACCOUNT, to: ROUTER, data: SWAP_DATA, value: '1000' }

describe('classifyReplacement', () => {
  it.each<[string, SentCall, SentCall, ReturnType<typeof classifyReplacement>]>([
    ['the same call with another fee', swap, { ...swap }, 'speedUp'],
    [
      'the same call, addresses and data in other case',
      swap,
      { ...swap, to: ROUTER.toUpperCase().replace('0X', '0x'), data: SWAP_DATA.toUpperCase().replace('0X', '0x') },
      'speedUp',
    ],
    ['the same value written in hex', swap, { ...swap, value: '0x3e8' }, 'speedUp'],
    ['an empty call to self', swap, { from: ACCOUNT, to: ACCOUNT, data: '0x', value: '0' }, 'cancelled'],
    [
      'an empty call to self, address in other case',
      swap,
      { from: ACCOUNT, to: ACCOUNT.toUpperCase().replace('0X', '0x'), data: '' },
      'cancelled',
    ],
    ['a call to self with data', swap, { from: ACCOUNT, to: ACCOUNT, data: '0x01' }, 'replaced'],
    ['the same target with other calldata', swap, { ...swap, data: `${SWAP_DATA}01` }, 'replaced'],
    ['the same calldata to another target', swap, { ...swap, to: ACCOUNT.replace('aa', 'cc') }, 'replaced'],
    ['the same call with another value', swap, { ...swap, value: '1001' }, 'replaced'],
    ['a contract creation', swap, { from: ACCOUNT, to: null, data: SWAP_DATA }, 'replaced'],
    ['a value that is not a number', swap, { ...swap, value: 'lots' }, 'replaced'],
    ['an old record without its call, replaced by a call', { from: ACCOUNT }, swap, 'replaced'],
    [
      'an old record without its call, cancelled',
      { from: ACCOUNT },
      { from: ACCOUNT, to: ACCOUNT, data: '0x' },
      'cancelled',
    ],
    [
      'a record without its value: target and calldata decide',
      { ...swap, value: undefined },
      { ...swap, value: '5' },
      'speedUp',
    ],
    [
      'a plain send sped up',
      { from: ACCOUNT, to: ROUTER, data: '0x', value: '7' },
      { from: ACCOUNT, to: ROUTER, data: '', value: '7' },
      'speedUp',
    ],
  ])('%s', (_, original, replacement, kind) => {
    expect(classifyReplacement(original, replacement)).toBe(kind)
  })
})

const NOW = 1_700_000_000_000
const GRACE = 60_000
const facts = (overrides: Partial<UnconfirmedFacts>): UnconfirmedFacts => ({
  nonce: 5,
  minedCount: 5,
  pendingCount: 5,
  isKnown: false,
  addedTime: NOW - 10 * GRACE,
  now: NOW,
  graceMs: GRACE,
  ...overrides,
})

describe('decideUnconfirmed', () => {
  it.each<[string, Partial<UnconfirmedFacts>, ReturnType<typeof decideUnconfirmed>]>([
    ['known to the node: pending', { isKnown: true, unknownSince: NOW - 2 * GRACE }, 'pending'],
    ['nonce used by a mined transaction', { minedCount: 6 }, 'nonceUsed'],
    ['nonce used, even while the node still lists it', { minedCount: 9, isKnown: true }, 'nonceUsed'],
    ['unknown for the first time: the grace starts now', { unknownSince: undefined }, 'pending'],
    ['unknown for less than the grace period', { unknownSince: NOW - GRACE + 1 }, 'pending'],
    ['unknown for exactly the grace period: dropped', { unknownSince: NOW - GRACE }, 'dropped'],
    ['unknown for longer than the grace period: dropped', { unknownSince: NOW - 5 * GRACE }, 'dropped'],
    [
      'sent less than the grace period ago: pending',
      { addedTime: NOW - 1_000, unknownSince: NOW - 5 * GRACE },
      'pending',
    ],
    [
      'another transaction with its nonce waits in the pool',
      { unknownSince: NOW - 5 * GRACE, pendingCount: 6 },
      'pending',
    ],
    [
      'a later nonce pending does not matter without its own',
      { unknownSince: NOW - 5 * GRACE, nonce: 5, pendingCount: 5 },
      'dropped',
    ],
    [
      'old record without a nonce, unknown past the grace',
      { nonce: undefined, minedCount: undefined, pendingCount: undefined, unknownSince: NOW - GRACE },
      'dropped',
    ],
    [
      'old record without a nonce, unknown within the grace',
      { nonce: undefined, minedCount: undefined, pendingCount: undefined, unknownSince: NOW - 1 },
      'pending',
    ],
    ['old record without a nonce, known', { nonce: undefined, minedCount: undefined, isKnown: true }, 'pending'],
    [
      'counts not read: only the grace decides',
      { minedCount: undefined, pendingCount: undefined, unknownSince: NOW - GRACE },
      'dropped',
    ],
  ])('%s', (_, overrides, verdict) => {
    expect(decideUnconfirmed(facts(overrides))).toBe(verdict)
  })
})
