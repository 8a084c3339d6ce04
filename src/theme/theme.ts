// The one theme object; light and dark variants arrive with the app shell.
export const theme = {
  accent: '#02a2c4',
  background: '#f7f8fa',
  surface: '#ffffff',
  text: '#0f1720',
  textMuted: '#5b6675',
}

export type Theme = typeof theme
