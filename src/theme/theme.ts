// The theme objects: one per mode (light, dark) with the same names, default accent #02a2c4.

export type ThemeMode = 'light' | 'dark'

export const DEFAULT_ACCENT = '#02a2c4'

const shared = {
  accent: DEFAULT_ACCENT,
  // Text drawn on the accent colour (buttons): dark, since white on #02a2c4 is 3:1, under WCAG AA's 4.5:1.
  accentText: '#0f1720',
  fontFamily: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  fontFamilyMono: `ui-monospace, SFMono-Regular, Menlo, Consolas, monospace`,
  radius: { small: '8px', medium: '12px', large: '20px', modal: '24px' },
  breakpoint: { small: '720px', medium: '960px', wide: '1366px' },
}

export const lightTheme = {
  ...shared,
  mode: 'light' as ThemeMode,
  background: '#f7f8fa',
  surface: '#ffffff',
  surfaceSecondary: '#f1f3f6',
  surfaceHover: '#e8ecf1',
  text: '#0f1720',
  textMuted: '#5b6675',
  textSecondary: '#5b6675',
  textDisabled: '#9aa4b2',
  primary: DEFAULT_ACCENT,
  primaryHover: '#0290ae',
  primarySoft: 'rgba(2, 162, 196, 0.12)',
  border: '#dfe3ea',
  divider: '#eceff3',
  inputBackground: '#f1f3f6',
  error: '#c0271c',
  errorSoft: 'rgba(217, 45, 32, 0.1)',
  // Text drawn on a filled error or success button.
  toneText: '#ffffff',
  warning: '#b54708',
  warningSoft: 'rgba(247, 144, 9, 0.14)',
  success: '#067647',
  successSoft: 'rgba(6, 118, 71, 0.1)',
  // Accent-coloured text: AA (4.5:1) on white, the greys and the soft accent.
  link: '#016b82',
  focusRing: '#016b82',
  modalBackground: '#ffffff',
  modalBackdrop: 'rgba(15, 23, 32, 0.45)',
  shadow: '0 4px 24px rgba(15, 23, 32, 0.08)',
}

export type Theme = typeof lightTheme

export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  background: '#0d1117',
  surface: '#161b22',
  surfaceSecondary: '#1f2630',
  surfaceHover: '#27303b',
  text: '#e6edf3',
  textMuted: '#9aa6b2',
  textSecondary: '#9aa6b2',
  textDisabled: '#5c6773',
  primary: DEFAULT_ACCENT,
  primaryHover: '#17b5d6',
  primarySoft: 'rgba(2, 162, 196, 0.2)',
  border: '#2d3540',
  divider: '#222a33',
  inputBackground: '#1f2630',
  error: '#f97066',
  errorSoft: 'rgba(249, 112, 102, 0.14)',
  toneText: '#0d1117',
  warning: '#fdb022',
  warningSoft: 'rgba(253, 176, 34, 0.14)',
  success: '#47cd89',
  successSoft: 'rgba(71, 205, 137, 0.14)',
  link: '#4cc9e4',
  focusRing: '#4cc9e4',
  modalBackground: '#161b22',
  modalBackdrop: 'rgba(0, 0, 0, 0.6)',
  shadow: '0 4px 24px rgba(0, 0, 0, 0.4)',
}

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme }

export function getTheme(mode: ThemeMode): Theme {
  return themes[mode]
}
