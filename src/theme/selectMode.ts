// Which theme mode applies: the URL's ?theme= first, then the user's choice, then the system's.
import type { ThemeMode } from './theme'

/**
 * Reads `theme` from the query string, which with a HashRouter usually sits inside the hash
 * (`/#/swap?theme=dark`), so both places are read; the plain search wins when both carry it.
 */
export function themeFromLocation(search: string, hash: string): ThemeMode | undefined {
  const fromSearch = parseThemeParam(search)
  if (fromSearch) return fromSearch
  const queryStart = hash.indexOf('?')
  return queryStart === -1 ? undefined : parseThemeParam(hash.slice(queryStart))
}

function parseThemeParam(query: string): ThemeMode | undefined {
  let value: string | null
  try {
    value = new URLSearchParams(query).get('theme')
  } catch {
    return undefined
  }
  const normalized = value?.trim().toLowerCase()
  return normalized === 'dark' || normalized === 'light' ? normalized : undefined
}

/** Query over user choice over system: `userDarkMode` null means "follow the system". */
export function selectThemeMode(
  queryMode: ThemeMode | undefined,
  userDarkMode: boolean | null,
  systemDarkMode: boolean,
): ThemeMode {
  if (queryMode) return queryMode
  if (userDarkMode !== null) return userDarkMode ? 'dark' : 'light'
  return systemDarkMode ? 'dark' : 'light'
}
