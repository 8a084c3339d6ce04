// How long each test took against its time limit: every runner of `npm test` (vitest's unit and integration runs,
// Playwright's end-to-end run) writes test-results/timings/<layer>.json through its reporter in this folder, and
// scripts/test.ts prints the slowest tests of all layers with their share of their limit, so a test drifting towards
// its limit is seen before it fails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const TIMINGS_DIR = join('test-results', 'timings')

export type TestLayer = 'unit' | 'integration' | 'e2e'

export interface TestTiming {
  /** The runner's id of the test: the same for each try of a retried test, another for two tests of one title. */
  id: string
  /** The test's full title, suites included. */
  name: string
  /** Its file, relative to the repository. */
  file: string
  durationMs: number
  /** The time limit it ran under; 0 where it had none. */
  limitMs: number
  status: 'passed' | 'failed' | 'skipped'
  /** 0 for a first run, n for the n-th retry (only the end-to-end runner retries). */
  retry: number
}

export interface LayerTimings {
  layer: TestLayer
  /** The runner's own wall time, from its first test file to its last result (the build before it excluded). */
  runMs: number
  tests: TestTiming[]
}

export function timingsFile(layer: TestLayer): string {
  return join(TIMINGS_DIR, `${layer}.json`)
}

export function writeTimings(timings: LayerTimings): void {
  mkdirSync(TIMINGS_DIR, { recursive: true })
  writeFileSync(timingsFile(timings.layer), `${JSON.stringify(timings, null, 1)}\n`)
}

/** The layer's timings from its last run, or undefined when it wrote none (it did not run, or crashed). */
export function readTimings(layer: TestLayer): LayerTimings | undefined {
  try {
    return JSON.parse(readFileSync(timingsFile(layer), 'utf8')) as LayerTimings
  } catch {
    return undefined
  }
}

/** A test's duration as a share of its limit (0 where it had none). */
export function shareOfLimit(test: TestTiming): number {
  return test.limitMs > 0 ? test.durationMs / test.limitMs : 0
}

/** A third of its limit: past it, a test on a machine three times slower than this one's moment fails. */
export const NEAR_LIMIT_SHARE = 1 / 3

type LayerTest = TestTiming & { layer: TestLayer }

function ranTests(layers: LayerTimings[]): LayerTest[] {
  return layers.flatMap((timings) =>
    timings.tests.filter((test) => test.status !== 'skipped').map((test) => ({ ...test, layer: timings.layer })),
  )
}

/** The `count` longest tests across layers, longest first. */
export function slowestTests(layers: LayerTimings[], count: number): LayerTest[] {
  return ranTests(layers)
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count)
}

/** Tests that used more than `share` of their limit, the closest to it first. */
export function testsNearLimit(layers: LayerTimings[], share = NEAR_LIMIT_SHARE): LayerTest[] {
  return ranTests(layers)
    .filter((test) => shareOfLimit(test) > share)
    .sort((a, b) => shareOfLimit(b) - shareOfLimit(a))
}
