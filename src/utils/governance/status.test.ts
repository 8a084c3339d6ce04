import { describe, expect, it } from 'vitest'

import { proposalStatus, statusTone } from './status'

describe('proposalStatus', () => {
  it('follows the contract enum order', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(proposalStatus)).toEqual([
      'pending',
      'active',
      'canceled',
      'defeated',
      'succeeded',
      'queued',
      'expired',
      'executed',
    ])
  })

  it('is undetermined for anything else', () => {
    expect(proposalStatus(8)).toBe('undetermined')
    expect(proposalStatus(-1)).toBe('undetermined')
    expect(proposalStatus(1.5)).toBe('undetermined')
    expect(proposalStatus(undefined)).toBe('undetermined')
  })
})

describe('statusTone', () => {
  it('colours the badges', () => {
    expect(statusTone('pending')).toBe('blue')
    expect(statusTone('active')).toBe('blue')
    expect(statusTone('succeeded')).toBe('green')
    expect(statusTone('executed')).toBe('green')
    expect(statusTone('defeated')).toBe('red')
    for (const status of ['canceled', 'queued', 'expired', 'undetermined'] as const)
      expect(statusTone(status)).toBe('grey')
  })
})
