// A minimal i18next backend: one JSON file per language, fetched relative to the page (the build is served
// from any sub-path). i18next-http-backend does the same with options the app never uses, at 2.3 KB gzipped
// on the first load.
import type { BackendModule, ReadCallback } from 'i18next'

export function localeBackend(fetchImpl: typeof fetch = (...args) => fetch(...args)): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      fetchImpl(`./locales/${encodeURIComponent(language)}.json`)
        .then(async (response) => {
          if (!response.ok) throw new Error(`Failed to load ./locales/${language}.json: ${response.status}`)
          callback(null, (await response.json()) as Record<string, unknown>)
        })
        // i18next retries a failed read a few times, then falls back to English.
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false))
    },
  }
}
