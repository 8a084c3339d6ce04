// Theme colour of each price impact level (the figure itself is formatted by utils/format/formatAmount).

/** Theme colour names for the five impact levels (0 good … 3 and 4 bad). */
export function severityColor(severity: number): 'success' | 'text' | 'warning' | 'error' {
  if (severity >= 3) return 'error'
  if (severity === 2) return 'warning'
  if (severity === 1) return 'text'
  return 'success'
}
