// Language tags from URLs, storage and browsers map onto a shipped language.
import { describe, expect, it } from 'vitest'

import { baseLanguage, isSupportedLanguage, resolveLanguage } from './languages'

describe('resolveLanguage', () => {
  it('keeps shipped languages', () => {
    expect(resolveLanguage('en')).toBe('en')
    expect(resolveLanguage('es')).toBe('es')
    expect(resolveLanguage('de')).toBe('de')
  })

  it('drops the region and ignores case', () => {
    expect(resolveLanguage('es-MX')).toBe('es')
    expect(resolveLanguage('DE')).toBe('de')
    expect(resolveLanguage('de_AT')).toBe('de')
    expect(resolveLanguage(' en-GB ')).toBe('en')
  })

  it('falls back to English for anything else', () => {
    expect(resolveLanguage('fr')).toBe('en')
    expect(resolveLanguage('')).toBe('en')
    expect(resolveLanguage('../../etc')).toBe('en')
    expect(resolveLanguage(undefined)).toBe('en')
    expect(resolveLanguage(42)).toBe('en')
  })
})

describe('isSupportedLanguage', () => {
  it('accepts only exact shipped codes', () => {
    expect(isSupportedLanguage('es')).toBe(true)
    expect(isSupportedLanguage('es-MX')).toBe(false)
    expect(isSupportedLanguage(null)).toBe(false)
  })
})

describe('baseLanguage', () => {
  it('drops the region but keeps unknown languages, so detection can move on to the next source', () => {
    expect(baseLanguage('en-US')).toBe('en')
    expect(baseLanguage('pt_BR')).toBe('pt')
    expect(baseLanguage('xx')).toBe('xx')
  })
})
