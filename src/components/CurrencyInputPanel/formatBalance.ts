// A balance for the panel's 'Balance: x' line: 6 significant digits, dust as '<0.000001'.

const DUST = 0.000001

/** `exact` and `significant` are the amount's toExact() and toSignificant(6) (kept apart to stay SDK-free). */
export function formatPanelBalance(exact: string, significant: string): string {
  const value = Number(exact)
  if (value === 0) return '0'
  if (value < DUST) return '<0.000001'
  return significant
}
