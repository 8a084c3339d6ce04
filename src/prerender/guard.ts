// Runs in <head> before the first paint, as a classic script (built by scripts/lib/prerenderPlugin.ts): says whether
// the prerendered landing page is what this visit renders first. If not, the page's CSS keeps it hidden until the
// app has rendered the right one, so no wrong page, language or theme flashes on screen.
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages'
import { storageKey } from '@/state/storageKeys'
import { systemPrefersDarkMode } from '@/theme/systemMode'

import { landingRender, type Visit } from './landing'

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parse(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text)
  } catch {
    return null
  }
}

function visit(): Visit {
  return {
    hostname: location.hostname,
    search: location.search,
    hash: location.hash,
    storedUser: parse(readStorage(storageKey('user'))),
    storedLanguage: readStorage(LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
    systemDarkMode: systemPrefersDarkMode(),
  }
}

let decision: 'hydrate' | 'render' = 'render'
try {
  decision = landingRender(visit())
} catch {
  // Anything unexpected: render afresh, never show a page that may be the wrong one.
}
document.documentElement.dataset.landing = decision
