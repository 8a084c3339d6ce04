// The theme module's public surface.
export { GlobalStyle } from './GlobalStyle'
export { PageLoader } from './PageLoader'
export { selectThemeMode, themeFromLocation } from './selectMode'
export { darkTheme, DEFAULT_ACCENT, getTheme, lightTheme, type Theme, theme, type ThemeMode, themes } from './theme'
export { ThemeProvider, useThemeMode } from './ThemeProvider'
