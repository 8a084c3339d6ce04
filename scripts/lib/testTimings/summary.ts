// The closing report of `npm test` (scripts/test.ts): the layers' times, the slowest tests and those near their
// limit, and one closing line of counts.
import { type LayerTimings, shareOfLimit, slowestTests, testsNearLimit, type TestTiming } from './timings'

export interface LayerRun {
  name: string
  /** The layer's whole time, its builds included. */
  ms: number
  ok: boolean
  /** What its runner wrote; undefined for a layer without tests (types, lint) or a runner that wrote nothing. */
  timings?: LayerTimings
}

const SLOWEST_SHOWN = 10

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const percent = (share: number) => `${Math.round(share * 100)}%`

/** A test's last run: a retried end-to-end test counts once, as its last try ended; `flaky` if an earlier try failed. */
function lastRuns(tests: TestTiming[]): (TestTiming & { flaky: boolean })[] {
  const byTest = new Map<string, TestTiming & { flaky: boolean }>()
  for (const test of tests) {
    const earlier = byTest.get(test.id)
    if (!earlier || test.retry >= earlier.retry)
      byTest.set(test.id, { ...test, flaky: (earlier?.status === 'failed' || earlier?.flaky) ?? false })
  }
  return [...byTest.values()].map((test) => ({ ...test, flaky: test.flaky && test.status === 'passed' }))
}

function describeTest(test: TestTiming & { layer: string }): string {
  const limit = test.limitMs > 0 ? `${percent(shareOfLimit(test))} of ${seconds(test.limitMs)}` : 'no limit'
  const retry = test.retry > 0 ? ` (retry ${test.retry})` : ''
  return `${seconds(test.durationMs).padStart(8)}  ${limit.padEnd(15)} ${test.layer.padEnd(11)} ${test.file} › ${test.name}${retry}`
}

/** `totalMs`: the run's wall time, shorter than the layers' sum when some ran side by side (types and lint). */
export function formatSummary(
  runs: LayerRun[],
  machine: string,
  totalMs = runs.reduce((sum, run) => sum + run.ms, 0),
): string {
  const lines = [`=== npm test on ${machine}`]
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
  for (const run of runs) {
    const tests = run.timings ? lastRuns(run.timings.tests) : []
    const layer = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
    for (const test of tests) {
      layer[test.status]++
      if (test.flaky) layer.flaky++
    }
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += layer[key]
    const beside = run.timings ? ` (tests ${seconds(run.timings.runMs)}, the rest building and starting)` : ''
    const tally = run.timings
      ? `  ${layer.passed} passed, ${layer.failed} failed${layer.skipped ? `, ${layer.skipped} skipped` : ''}${layer.flaky ? `, ${layer.flaky} flaky` : ''}`
      : ''
    lines.push(`${run.name.padEnd(12)} ${run.ok ? 'ok    ' : 'FAILED'} ${seconds(run.ms).padStart(8)}${beside}${tally}`)
  }
  lines.push(`${'total'.padEnd(19)} ${seconds(totalMs).padStart(8)}`)

  const timed = runs.flatMap((run) => (run.timings ? [run.timings] : []))
  const slowest = slowestTests(timed, SLOWEST_SHOWN)
  if (slowest.length > 0) {
    lines.push('', `The ${slowest.length} slowest tests (time, share of the test's limit):`)
    lines.push(...slowest.map(describeTest))
  }
  const near = testsNearLimit(timed)
  lines.push(
    '',
    near.length > 0
      ? `${near.length} test run(s) past a third of their limit, the closest first:`
      : 'No test past a third of its limit.',
    ...near.map(describeTest),
  )
  lines.push(
    '',
    `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  )
  return lines.join('\n')
}
