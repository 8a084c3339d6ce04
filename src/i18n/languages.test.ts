// Language tags from URLs, storage and browsers map onto a shipped language.
import { describe, expect, it } from 'vitest'

import { isSupportedLanguage, LANGUAGE_NAMES, matchLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from './languages'

describe('resolveLanguage', () => {
  it('keeps every shipped language, region tags included', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(resolveLanguage(language)).toBe(language)
  })

  it('drops the region and ignores case', () => {
    expect(resolveLanguage('es-MX')).toBe('es')
    expect(resolveLanguage('DE')).toBe('de')
    expect(resolveLanguage('de_AT')).toBe('de')
    expect(resolveLanguage(' en-GB ')).toBe('en')
    expect(resolveLanguage('fr-CA')).toBe('fr')
    expect(resolveLanguage('ru-RU')).toBe('ru')
    expect(resolveLanguage('ja-JP')).toBe('ja')
    expect(resolveLanguage('ko-KR')).toBe('ko')
    expect(resolveLanguage('vi-VN')).toBe('vi')
    expect(resolveLanguage('tr-TR')).toBe('tr')
  })

  it('maps every Portuguese onto Brazilian Portuguese', () => {
    expect(resolveLanguage('pt')).toBe('pt-BR')
    expect(resolveLanguage('pt-PT')).toBe('pt-BR')
    expect(resolveLanguage('pt_br')).toBe('pt-BR')
    expect(resolveLanguage('PT-BR')).toBe('pt-BR')
  })

  it('tells Traditional from Simplified Chinese by script or region', () => {
    expect(resolveLanguage('zh-TW')).toBe('zh-TW')
    expect(resolveLanguage('zh-Hant')).toBe('zh-TW')
    expect(resolveLanguage('zh-HK')).toBe('zh-TW')
    expect(resolveLanguage('zh-MO')).toBe('zh-TW')
    expect(resolveLanguage('zh_Hant_HK')).toBe('zh-TW')
    expect(resolveLanguage('zh-tw')).toBe('zh-TW')
    expect(resolveLanguage('zh')).toBe('zh-CN')
    expect(resolveLanguage('zh-Hans')).toBe('zh-CN')
    expect(resolveLanguage('zh-SG')).toBe('zh-CN')
    expect(resolveLanguage('zh-Hans-HK')).toBe('zh-CN') // the script wins over the region
    expect(resolveLanguage('zh-cn')).toBe('zh-CN')
  })

  it('falls back to English for anything else', () => {
    expect(resolveLanguage('xx')).toBe('en')
    expect(resolveLanguage('it')).toBe('en')
    expect(resolveLanguage('')).toBe('en')
    expect(resolveLanguage('../../etc')).toBe('en')
    expect(resolveLanguage('{"bad":1}')).toBe('en')
    expect(resolveLanguage(undefined)).toBe('en')
    expect(resolveLanguage(null)).toBe('en')
    expect(resolveLanguage(42)).toBe('en')
  })
})

describe('matchLanguage', () => {
  it('is undefined for a language we do not ship, so detection moves on', () => {
    expect(matchLanguage('nl-NL')).toBeUndefined()
    expect(matchLanguage('')).toBeUndefined()
    expect(matchLanguage({})).toBeUndefined()
    expect(matchLanguage('zh-Hant')).toBe('zh-TW')
  })
})

describe('isSupportedLanguage', () => {
  it('accepts only exact shipped codes', () => {
    expect(isSupportedLanguage('es')).toBe(true)
    expect(isSupportedLanguage('pt-BR')).toBe(true)
    expect(isSupportedLanguage('es-MX')).toBe(false)
    expect(isSupportedLanguage('pt')).toBe(false)
    expect(isSupportedLanguage('zh')).toBe(false)
    expect(isSupportedLanguage(null)).toBe(false)
  })
})

describe('LANGUAGE_NAMES', () => {
  it('names every shipped language once, in itself', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort())
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(SUPPORTED_LANGUAGES.length)
    expect(LANGUAGE_NAMES['zh-TW']).toBe('繁體中文')
  })

  it('every code is a valid BCP 47 tag Intl knows', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Intl.getCanonicalLocales(language)).toEqual([language])
      expect(new Intl.NumberFormat(language).resolvedOptions().locale).toBe(language)
    }
  })
})
