import { describe, expect, it } from 'vitest'

import { claimInputError, ClaimStage, claimStage } from './flow'

describe('claimStage', () => {
  it('goes idle, claiming, submitted, claimed', () => {
    expect(claimStage({ status: 'idle' }, false)).toBe(ClaimStage.IDLE)
    expect(claimStage({ status: 'awaitingSignature' }, false)).toBe(ClaimStage.CLAIMING)
    expect(claimStage({ status: 'submitted', hash: '0x1' }, true)).toBe(ClaimStage.SUBMITTED)
    expect(claimStage({ status: 'submitted', hash: '0x1' }, false)).toBe(ClaimStage.CLAIMED)
  })
})

describe('claimInputError', () => {
  it('needs a valid address with a claim, then a wallet', () => {
    const ok = { isValidAddress: true, hasAvailableClaim: true, hasWallet: true }
    expect(claimInputError(ok)).toBeUndefined()
    expect(claimInputError({ ...ok, isValidAddress: false, hasAvailableClaim: false })).toBe('invalidAddress')
    expect(claimInputError({ ...ok, hasAvailableClaim: false })).toBe('noClaim')
    expect(claimInputError({ ...ok, hasWallet: false })).toBe('noWallet')
  })
})
