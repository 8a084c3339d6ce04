// The theme mode: URL over the user's choice over the system.
import { describe, expect, it } from 'vitest'

import { selectThemeMode, themeFromLocation } from './selectMode'
import { darkTheme, lightTheme } from './theme'

describe('themeFromLocation', () => {
  it('reads ?theme= from the search part', () => {
    expect(themeFromLocation('?theme=dark', '')).toBe('dark')
    expect(themeFromLocation('?a=1&theme=light', '#/swap')).toBe('light')
  })

  it('reads ?theme= from the query inside the hash (HashRouter)', () => {
    expect(themeFromLocation('', '#/swap?theme=dark')).toBe('dark')
    expect(themeFromLocation('', '#/pool?foo=bar&theme=LIGHT')).toBe('light')
  })

  it('prefers the search part over the hash', () => {
    expect(themeFromLocation('?theme=light', '#/swap?theme=dark')).toBe('light')
  })

  it('ignores missing or unknown values', () => {
    expect(themeFromLocation('', '')).toBeUndefined()
    expect(themeFromLocation('?theme=blue', '#/swap?theme=')).toBeUndefined()
    expect(themeFromLocation('?theme=blue', '#/swap?theme=dark')).toBe('dark')
    expect(themeFromLocation('?theme=%E0%A4%A', '#/swap')).toBeUndefined()
  })
})

describe('selectThemeMode', () => {
  it('the query wins over everything', () => {
    expect(selectThemeMode('dark', false, false)).toBe('dark')
    expect(selectThemeMode('light', true, true)).toBe('light')
  })

  it('then the user choice', () => {
    expect(selectThemeMode(undefined, true, false)).toBe('dark')
    expect(selectThemeMode(undefined, false, true)).toBe('light')
  })

  it('then the system', () => {
    expect(selectThemeMode(undefined, null, true)).toBe('dark')
    expect(selectThemeMode(undefined, null, false)).toBe('light')
  })
})

describe('themes', () => {
  it('share the same names and the default accent', () => {
    expect(Object.keys(darkTheme).sort()).toEqual(Object.keys(lightTheme).sort())
    expect(lightTheme.accent).toBe('#02a2c4')
    expect(darkTheme.accent).toBe('#02a2c4')
    expect(lightTheme.mode).toBe('light')
    expect(darkTheme.mode).toBe('dark')
  })
})
