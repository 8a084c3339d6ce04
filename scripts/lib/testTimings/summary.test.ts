import { describe, expect, it } from 'vitest'

import { formatSummary, type LayerRun } from './summary'
import { type LayerTimings, shareOfLimit, slowestTests, testsNearLimit, type TestTiming } from './timings'

const test = (name: string, durationMs: number, limitMs: number, extra: Partial<TestTiming> = {}): TestTiming => ({
  id: name,
  name,
  file: `test/${name}.test.ts`,
  durationMs,
  limitMs,
  status: 'passed',
  retry: 0,
  ...extra,
})

const unit: LayerTimings = {
  layer: 'unit',
  runMs: 70_000,
  tests: [
    test('compile', 2_500, 5_000),
    test('quick', 10, 5_000),
    // Two tests of one title in one file are two tests.
    test('quick', 12, 5_000, { id: 'quick-2' }),
    test('skipped', 0, 5_000, { status: 'skipped' }),
  ],
}
const e2e: LayerTimings = {
  layer: 'e2e',
  runMs: 900_000,
  tests: [
    test('swap', 12_000, 60_000),
    test('flaky', 30_000, 60_000, { status: 'failed' }),
    test('flaky', 9_000, 60_000, { retry: 1 }),
    test('broken', 60_000, 60_000, { status: 'failed' }),
    test('broken', 60_000, 60_000, { status: 'failed', retry: 1 }),
  ],
}

describe('test timings', () => {
  it('gives a share of the limit, 0 where a test had none', () => {
    expect(shareOfLimit(test('a', 20_000, 60_000))).toBeCloseTo(1 / 3)
    expect(shareOfLimit(test('a', 20_000, 0))).toBe(0)
  })

  it('lists the longest test runs across layers, skipped ones left out', () => {
    expect(slowestTests([unit, e2e], 3).map((t) => `${t.layer}:${t.name}`)).toEqual([
      'e2e:broken',
      'e2e:broken',
      'e2e:flaky',
    ])
    expect(slowestTests([unit], 10).map((t) => t.name)).toEqual(['compile', 'quick', 'quick'])
  })

  it('lists the runs past a third of their limit, the closest first', () => {
    expect(testsNearLimit([unit, e2e]).map((t) => `${t.name}@${t.retry}`)).toEqual([
      'broken@0',
      'broken@1',
      'compile@0',
      'flaky@0',
    ])
  })
})

describe('the summary of npm test', () => {
  const runs: LayerRun[] = [
    { name: 'typecheck', ms: 30_000, ok: true },
    { name: 'unit', ms: 80_000, ok: true, timings: unit },
    { name: 'e2e', ms: 1_000_000, ok: false, timings: e2e },
  ]
  const summary = formatSummary(runs, 'a test machine')
  const lines = summary.split('\n')

  it('gives each layer its time and its counts, a retried test counted once by its last try', () => {
    expect(lines[0]).toBe('=== npm test on a test machine')
    expect(lines[1]).toMatch(/^typecheck +ok +30\.0 s$/)
    expect(lines[2]).toMatch(/^unit +ok +80\.0 s \(tests 70\.0 s, .*\) +3 passed, 0 failed, 1 skipped$/)
    expect(lines[3]).toMatch(/^e2e +FAILED +1000\.0 s .* 2 passed, 1 failed, 1 flaky$/)
    expect(lines[4]).toMatch(/^total +1110\.0 s$/)
  })

  it('gives the wall time of the run as the total when layers ran side by side', () => {
    const sideBySide = formatSummary(runs, 'a test machine', 1_090_000).split('\n')
    expect(sideBySide[4]).toMatch(/^total +1090\.0 s$/)
  })

  it('shows the slowest tests with their share of their limit and the retry they were', () => {
    expect(summary).toContain('60.0 s  100% of 60.0 s  e2e         test/broken.test.ts › broken (retry 1)')
    expect(summary).toContain('2.5 s  50% of 5.0 s    unit        test/compile.test.ts › compile')
  })

  it('ends with one line of counts for all layers', () => {
    expect(lines.at(-1)).toBe('5 passed, 1 failed, 1 skipped')
  })

  it('says so when no test came near its limit', () => {
    const quick = formatSummary([{ name: 'unit', ms: 1_000, ok: true, timings: { ...unit, tests: [] } }], 'm')
    expect(quick).toContain('No test past a third of its limit.')
    expect(quick.split('\n').at(-1)).toBe('0 passed, 0 failed')
  })
})
