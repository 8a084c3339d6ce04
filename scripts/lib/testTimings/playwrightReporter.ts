// Playwright's half of the test timings (./timings.ts): every run of an end-to-end test (retries included) with its
// duration and the limit it ran under (the config's, or what the test set).
import { relative } from 'node:path'

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

import { type TestTiming, writeTimings } from './timings'

export default class TimingsReporter implements Reporter {
  private readonly tests: TestTiming[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      id: test.id,
      name: test.titlePath().slice(3).join(' › '),
      file: relative(process.cwd(), test.location.file),
      durationMs: result.duration,
      limitMs: test.timeout,
      status: result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed',
      retry: result.retry,
    })
  }

  onEnd(result: FullResult): void {
    writeTimings({ layer: 'e2e', runMs: result.duration, tests: this.tests })
  }

  printsToStdio(): boolean {
    return false
  }
}
