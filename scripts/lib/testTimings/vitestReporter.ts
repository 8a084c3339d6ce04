// Vitest's half of the test timings (./timings.ts): every finished test with its duration and its time limit.
import { relative } from 'node:path'

import type { Reporter, TestCase, TestModule } from 'vitest/node'

import { type LayerTimings, type TestLayer, type TestTiming, writeTimings } from './timings.ts'

function timingOf(test: TestCase): TestTiming {
  const { state } = test.result()
  const diagnostic = test.diagnostic()
  return {
    id: test.id,
    name: test.fullName,
    file: relative(process.cwd(), test.module.moduleId),
    durationMs: Math.round(diagnostic?.duration ?? 0),
    limitMs: test.options.timeout ?? test.project.config.testTimeout,
    status: state === 'passed' || state === 'failed' ? state : 'skipped',
    retry: diagnostic?.retryCount ?? 0,
  }
}

export class TimingsReporter implements Reporter {
  private startedAt = Date.now()

  constructor(private readonly layer: TestLayer) {}

  onTestRunStart(): void {
    this.startedAt = Date.now()
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timings: LayerTimings = {
      layer: this.layer,
      runMs: Date.now() - this.startedAt,
      tests: modules.flatMap((module) => [...module.children.allTests()].map(timingOf)),
    }
    writeTimings(timings)
  }
}
