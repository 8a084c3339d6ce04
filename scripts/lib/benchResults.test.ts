import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { meets, readBenchFiles, row } from './benchResults'

describe('bench rows', () => {
  it('passes a value at or under a "<=" target and at or over a ">=" target', () => {
    expect(meets(200, '<=', 200)).toBe(true)
    expect(meets(200.1, '<=', 200)).toBe(false)
    expect(meets(95, '>=', 95)).toBe(true)
    expect(meets(94, '>=', 95)).toBe(false)
  })

  it('fails a value that was not measured', () => {
    expect(meets(NaN, '<=', 1)).toBe(false)
    expect(meets(Infinity, '>=', 1)).toBe(false)
    expect(row('x', NaN, 'ms', '<=', 30).pass).toBe(false)
  })

  it('keeps a note only when there is one', () => {
    expect(row('LCP', 1.8, 's', '<=', 2)).toEqual({
      figure: 'LCP',
      value: 1.8,
      unit: 's',
      target: 2,
      op: '<=',
      pass: true,
    })
    expect(row('LCP', 1.8, 's', '<=', 2, 'runs: 3').note).toBe('runs: 3')
  })

  it('reads every result file of a folder in name order, and nothing from a missing folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'))
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ bench: 'b', rows: [] }))
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ bench: 'a', rows: [row('x', 1, '', '<=', 2)] }))
    writeFileSync(join(dir, 'notes.txt'), 'ignored')
    expect(readBenchFiles(dir).map((file) => file.bench)).toEqual(['a', 'b'])
    expect(readBenchFiles(join(dir, 'missing'))).toEqual([])
  })
})
