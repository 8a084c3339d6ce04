import { describe, expect, it } from 'vitest'

import { OFFICIAL_HOST } from '@/config/links'

import { landingRender, type Visit } from './landing'

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  hostname: 'venom.example',
  search: '',
  hash: '',
  storedUser: null,
  storedLanguage: null,
  browserLanguages: ['en-US'],
  systemDarkMode: false,
  ...overrides,
})

describe('landingRender', () => {
  it('hydrates a plain visit of the swap page in English and the light theme', () => {
    for (const hash of ['', '#', '#/', '#/swap', '#/swap/']) expect(landingRender(visit({ hash }))).toBe('hydrate')
    expect(landingRender(visit({ browserLanguages: ['nl', 'en'] }))).toBe('hydrate')
    expect(landingRender(visit({ storedUser: { userDarkMode: false }, systemDarkMode: true }))).toBe('hydrate')
  })

  it('renders afresh for another route or any query', () => {
    for (const hash of ['#/pool', '#/swap?inputCurrency=ETH', '#/SWAP', '#/send', '#/swap/0xabc'])
      expect(landingRender(visit({ hash }))).toBe('render')
    for (const search of ['?lng=en', '?theme=light', '?chain=2152', '?utm_source=x'])
      expect(landingRender(visit({ search }))).toBe('render')
  })

  it('renders afresh in another language: stored, or the browser’s first one we ship', () => {
    expect(landingRender(visit({ storedLanguage: 'de' }))).toBe('render')
    expect(landingRender(visit({ browserLanguages: ['pt-PT', 'en'] }))).toBe('render')
    expect(landingRender(visit({ storedLanguage: 'en', browserLanguages: ['ja'] }))).toBe('hydrate')
  })

  it('renders afresh in the dark theme, chosen or the system’s, whatever else is stored', () => {
    expect(landingRender(visit({ systemDarkMode: true }))).toBe('render')
    expect(landingRender(visit({ storedUser: { userDarkMode: true } }))).toBe('render')
    for (const storedUser of ['dark', 42, [], { userDarkMode: 'yes' }, { userDarkMode: null }])
      expect(landingRender(visit({ storedUser, systemDarkMode: true }))).toBe('render')
  })

  it('renders afresh on the official host until its address-bar reminder is dismissed', () => {
    expect(landingRender(visit({ hostname: OFFICIAL_HOST }))).toBe('render')
    expect(landingRender(visit({ hostname: OFFICIAL_HOST, storedUser: { URLWarningVisible: true } }))).toBe('render')
    expect(landingRender(visit({ hostname: OFFICIAL_HOST, storedUser: { URLWarningVisible: false } }))).toBe('hydrate')
  })
})
