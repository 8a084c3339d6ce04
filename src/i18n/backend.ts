// A language's strings: one JSON file per language, fetched relative to the page (the build is served from any
// sub-path).
import type { Messages } from './translator'

export function localeBackend(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): (language: string) => Promise<Messages> {
  return async (language) => {
    const response = await fetchImpl(`./locales/${encodeURIComponent(language)}.json`)
    if (!response.ok) throw new Error(`Failed to load ./locales/${language}.json: ${response.status}`)
    return (await response.json()) as Messages
  }
}
