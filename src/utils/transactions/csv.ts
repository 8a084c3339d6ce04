// CSV text for a spreadsheet (RFC 4180), safe to open: cells that a spreadsheet would run as a formula are
// neutralised, since summaries carry token symbols that any token contract can choose.

/** First characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/
/** Cells with these are quoted; quotes inside are doubled. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Rows of cells to CSV text, with CRLF line ends as the RFC asks. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
