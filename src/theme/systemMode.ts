// The system's colour scheme, read where the first render needs it and kept in step by the user updater.
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

export function systemPrefersDarkMode(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && matchMedia(DARK_SCHEME_QUERY).matches
  )
}
