// Whether a visit's first render is exactly the page the build prerendered (the swap card, English, light theme):
// then main.tsx hydrates that HTML; otherwise it is hidden before the first paint (src/prerender/guard.ts) and the
// app renders afresh, so nobody sees the wrong page, language or theme for a moment. Pure, and small: the guard
// script that runs it in <head> carries this module and what it imports.
import { shouldShowUrlWarning } from '@/config/links'
import { DEFAULT_LANGUAGE, detectLanguage } from '@/i18n/languages'
import { selectThemeMode } from '@/theme/selectMode'
import type { ThemeMode } from '@/theme/theme'

/** The route the build renders (a visit without a path lands there too). */
export const LANDING_PATH = '/swap'
export const PRERENDERED_THEME: ThemeMode = 'light'
export const PRERENDERED_LANGUAGE = DEFAULT_LANGUAGE

/** `<html data-landing>`: set by the guard before the first paint, read by main.tsx. */
export type LandingRender = 'hydrate' | 'render'

const LANDING_HASHES = new Set(['', '#', '#/', `#${LANDING_PATH}`, `#${LANDING_PATH}/`])

export interface Visit {
  hostname: string
  search: string
  hash: string
  /** The stored user settings (parsed JSON, unvalidated) and language choice. */
  storedUser: unknown
  storedLanguage: string | null
  browserLanguages: readonly string[]
  systemDarkMode: boolean
}

/** A stored user setting as the store validates it: a boolean, or undefined for the default. */
function storedFlag(storedUser: unknown, key: 'userDarkMode' | 'URLWarningVisible'): boolean | undefined {
  if (typeof storedUser !== 'object' || storedUser === null) return undefined
  const value = (storedUser as Record<string, unknown>)[key]
  return typeof value === 'boolean' ? value : undefined
}

export function landingRender(visit: Visit): LandingRender {
  // Any query (?lng=, ?theme=, ?chain=, a prefilled swap) or another route changes the first render.
  if (visit.search !== '' || !LANDING_HASHES.has(visit.hash)) return 'render'
  const language = detectLanguage({ stored: visit.storedLanguage, browser: visit.browserLanguages })
  if (language !== PRERENDERED_LANGUAGE) return 'render'
  const theme = selectThemeMode(undefined, storedFlag(visit.storedUser, 'userDarkMode') ?? null, visit.systemDarkMode)
  if (theme !== PRERENDERED_THEME) return 'render'
  // The official host's address-bar reminder, until dismissed, sits above the page.
  const showsUrlWarning =
    shouldShowUrlWarning(visit.hostname) && storedFlag(visit.storedUser, 'URLWarningVisible') !== false
  return showsUrlWarning ? 'render' : 'hydrate'
}
