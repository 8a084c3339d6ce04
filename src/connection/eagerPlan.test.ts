import { describe, expect, it } from 'vitest'

import { eagerPlan } from './eagerPlan'

describe('eagerPlan (spec: auto-connect if already authorised, or on mobile when a wallet is present)', () => {
  it('on mobile, asks the injected wallet for accounts without a click', () => {
    expect(eagerPlan({ isMobile: true, hasInjected: true, hasRememberedAnnounced: false })).toEqual({
      wallet: 'injected',
      request: true,
    })
  })

  it('on a desktop, only reads the accounts the injected wallet already authorised', () => {
    expect(eagerPlan({ isMobile: false, hasInjected: true, hasRememberedAnnounced: false })).toEqual({
      wallet: 'injected',
      request: false,
    })
  })

  it('does nothing without a wallet, on mobile or not', () => {
    expect(eagerPlan({ isMobile: true, hasInjected: false, hasRememberedAnnounced: false })).toBeUndefined()
    expect(eagerPlan({ isMobile: false, hasInjected: false, hasRememberedAnnounced: false })).toBeUndefined()
  })

  it('prefers the announced wallet chosen last time when it is present', () => {
    expect(eagerPlan({ isMobile: false, hasInjected: true, hasRememberedAnnounced: true })).toEqual({
      wallet: 'announced',
      request: false,
    })
    expect(eagerPlan({ isMobile: true, hasInjected: false, hasRememberedAnnounced: true })).toEqual({
      wallet: 'announced',
      request: true,
    })
  })
})
