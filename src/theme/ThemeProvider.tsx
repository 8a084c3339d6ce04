// Provides the light or dark theme (URL ?theme= over the user's choice over the system) and the global style.
import { type ReactNode, useLayoutEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { ThemeProvider as StyledThemeProvider } from 'styled-components'

import { useAppSelector } from '@/state/hooks'

import { GlobalStyle } from './GlobalStyle'
import { selectThemeMode, themeFromLocation } from './selectMode'
import { getTheme, type ThemeMode } from './theme'

/** The mode in effect. Must sit inside the router: with a HashRouter the query lives in the hash. */
export function useThemeMode(): ThemeMode {
  // With a HashRouter, the router's search is the query inside the hash; window's search is the real one.
  const { search: routerSearch } = useLocation()
  const userDarkMode = useAppSelector((state) => state.user.userDarkMode)
  const matchesDarkMode = useAppSelector((state) => state.user.matchesDarkMode)
  const windowSearch = typeof window === 'undefined' ? '' : window.location.search
  const queryMode = themeFromLocation(windowSearch, routerSearch ? `#${routerSearch}` : '')
  return selectThemeMode(queryMode, userDarkMode, matchesDarkMode)
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode()
  const theme = useMemo(() => getTheme(mode), [mode])

  // Tests and non-styled code read the mode from <html data-theme>.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode
  }, [mode])

  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  )
}
