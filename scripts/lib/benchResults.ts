// The figures of `npm run bench`: every benchmark writes its rows to bench-results/<bench>.json and scripts/bench.ts
// prints them all in one table (figure, value, target, pass/fail). Format: /tmp/coord/bench-format.md.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** `<=`: the value must not exceed the target (bytes, ms, requests); `>=`: it must reach it (a score). */
export type BenchComparison = '<=' | '>='

export interface BenchRow {
  /** What was measured, e.g. "First load of /#/swap (JS+CSS gzipped)". */
  figure: string
  value: number
  /** Printed after value and target: "KB", "ms", "s", "MB", "req/block", "" for a score. */
  unit: string
  target: number
  op: BenchComparison
  pass: boolean
  /** Optional detail printed under the table (runs, medians, what was counted). */
  note?: string
}

export interface BenchFile {
  bench: string
  rows: BenchRow[]
}

export const BENCH_RESULTS_DIR = process.env.BENCH_RESULTS_DIR || 'bench-results'

export function meets(value: number, op: BenchComparison, target: number): boolean {
  return Number.isFinite(value) && (op === '<=' ? value <= target : value >= target)
}

/** A row whose pass is computed from value, op and target. */
export function row(
  figure: string,
  value: number,
  unit: string,
  op: BenchComparison,
  target: number,
  note?: string,
): BenchRow {
  return { figure, value, unit, target, op, pass: meets(value, op, target), ...(note ? { note } : {}) }
}

/** Writes (replaces) one benchmark's rows: bench-results/<bench>.json. */
export function writeBenchRows(bench: string, rows: BenchRow[]): void {
  mkdirSync(BENCH_RESULTS_DIR, { recursive: true })
  const file: BenchFile = { bench, rows }
  writeFileSync(join(BENCH_RESULTS_DIR, `${bench}.json`), `${JSON.stringify(file, null, 2)}\n`)
}

export function readBenchFiles(dir = BENCH_RESULTS_DIR): BenchFile[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as BenchFile)
}
