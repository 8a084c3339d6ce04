import { describe, expect, it } from 'vitest'

import { makeList, TOKEN_A, TOKEN_B, TOKEN_C } from '@/test-support/tokenLists'

import { decideListUpdate } from './versionRules'

const v = (major: number, minor: number, patch: number) => ({ major, minor, patch })
const base = makeList([TOKEN_A, TOKEN_B], v(1, 2, 3))
const removed = [TOKEN_A]
const added = [TOKEN_A, TOKEN_B, TOKEN_C]
const changed = [TOKEN_A, { ...TOKEN_B, name: 'USD Coin (new)' }]
const same = [TOKEN_A, TOKEN_B]

describe('decideListUpdate', () => {
  it('does nothing without both lists', () => {
    expect(decideListUpdate(null, base)).toBe('NONE')
    expect(decideListUpdate(base, null)).toBe('NONE')
  })

  it('does nothing when the update is not newer', () => {
    expect(decideListUpdate(base, makeList(added, v(1, 2, 3)))).toBe('NONE')
    expect(decideListUpdate(base, makeList(added, v(1, 2, 2)))).toBe('NONE')
    expect(decideListUpdate(base, makeList(added, v(0, 9, 9)))).toBe('NONE')
  })

  it('auto-accepts a major bump, whatever changed', () => {
    for (const tokens of [removed, added, changed, same])
      expect(decideListUpdate(base, makeList(tokens, v(2, 0, 0)))).toBe('AUTO_ACCEPT')
  })

  it('auto-accepts a minor bump for additions, edits and no change; blocks removals', () => {
    expect(decideListUpdate(base, makeList(added, v(1, 3, 0)))).toBe('AUTO_ACCEPT')
    expect(decideListUpdate(base, makeList(changed, v(1, 3, 0)))).toBe('AUTO_ACCEPT')
    expect(decideListUpdate(base, makeList(same, v(1, 3, 0)))).toBe('AUTO_ACCEPT')
    expect(decideListUpdate(base, makeList(removed, v(1, 3, 0)))).toBe('BLOCKED')
  })

  it('auto-accepts a patch bump for edits and no change; blocks additions and removals', () => {
    expect(decideListUpdate(base, makeList(changed, v(1, 2, 4)))).toBe('AUTO_ACCEPT')
    expect(decideListUpdate(base, makeList(same, v(1, 2, 4)))).toBe('AUTO_ACCEPT')
    expect(decideListUpdate(base, makeList(added, v(1, 2, 4)))).toBe('BLOCKED')
    expect(decideListUpdate(base, makeList(removed, v(1, 2, 4)))).toBe('BLOCKED')
  })

  it('treats an address swap as a removal plus an addition (needs major)', () => {
    const swapped = [TOKEN_A, { ...TOKEN_B, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }]
    expect(decideListUpdate(base, makeList(swapped, v(1, 3, 0)))).toBe('BLOCKED')
    expect(decideListUpdate(base, makeList(swapped, v(2, 0, 0)))).toBe('AUTO_ACCEPT')
  })
})
