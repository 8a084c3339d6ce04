import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

/** A small RFC 4180 reader: what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let isQuoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (isQuoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (isQuoted) {
      if (char === '"') isQuoted = false
      else cell += char
    } else if (char === '"') {
      isQuoted = true
    } else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else {
      cell += char
    }
  }
  return rows
}

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Swap 1 FRA for 2 BUSD')).toBe('Swap 1 FRA for 2 BUSD')
    expect(csvCell('')).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://evil","x")'])(
    'neutralises the formula %j with a leading apostrophe',
    (value) => {
      const cell = csvCell(value)
      const read = parseCsv(`${cell}\r\n`)[0][0]
      expect(read).toBe(`'${value}`)
    },
  )

  it('does not touch a formula character after the first', () => {
    expect(csvCell('Approve A=B')).toBe('Approve A=B')
  })
})

describe('toCsv', () => {
  it('reads back to the same cells, whatever they hold', () => {
    const hostile = [
      ['date', 'summary'],
      ['2026-01-01T00:00:00.000Z', 'Swap 1 "X,Y"\r\nfor 2 =cmd|\' /C calc\'!A0'],
      ['', ',,,'],
    ]
    const read = parseCsv(toCsv(hostile))
    expect(read).toEqual([hostile[0], hostile[1], ['', ',,,']])
    expect(read).toHaveLength(3)
  })

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n')
  })
})
