import { describe, expect, it } from 'vitest'

import { detectLanguage, languageFromUrl } from './languages'

describe('languageFromUrl', () => {
  it('reads lng from the query string or from the query inside the hash', () => {
    expect(languageFromUrl('?lng=de', '#/swap')).toBe('de')
    expect(languageFromUrl('', '#/swap?theme=dark&lng=es')).toBe('es')
    expect(languageFromUrl('?lng=de', '#/swap?lng=es')).toBe('de')
  })

  it('is undefined without one', () => {
    expect(languageFromUrl('', '')).toBeUndefined()
    expect(languageFromUrl('?lng=', '#/pool')).toBeUndefined()
  })
})

describe('detectLanguage', () => {
  it('prefers the URL, then the stored choice, then the browser', () => {
    expect(detectLanguage({ url: 'de', stored: 'es', browser: ['en-US'] })).toBe('de')
    expect(detectLanguage({ stored: 'es', browser: ['de-DE'] })).toBe('es')
    expect(detectLanguage({ browser: ['nl-NL', 'de-AT', 'en'] })).toBe('de')
    expect(detectLanguage({ browser: ['zh-HK', 'en'] })).toBe('zh-TW')
    expect(detectLanguage({ stored: 'pt-BR', browser: ['en'] })).toBe('pt-BR')
  })

  it('skips languages we do not ship and falls back to English', () => {
    expect(detectLanguage({ url: 'xx', stored: '{"bad":1}', browser: ['nl', 'it'] })).toBe('en')
    expect(detectLanguage({ url: 'xx', stored: '{"bad":1}', browser: ['nl', 'ja'] })).toBe('ja')
    expect(detectLanguage({})).toBe('en')
  })
})
