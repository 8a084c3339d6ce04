// `npm run bench`: benchmarks that print p50/p95 figures (bench/*.bench.test.ts{,x}); they measure, they do not
// gate on time, because timings depend on the machine. They render as the unit tests do, with React like the build.
import { defineConfig } from 'vitest/config'

import unit from './vitest.config.ts'

// The unit tests' Node and jsdom projects and their timings file are theirs: a benchmark renders, so it runs in jsdom.
const { projects: _unitProjects, reporters: _unitTimings, ...unitTest } = unit.test ?? {}

export default defineConfig({
  ...unit,
  test: {
    ...unitTest,
    environment: 'jsdom',
    include: ['bench/**/*.bench.test.{ts,tsx}'],
    testTimeout: 120_000,
    // One file at a time: parallel files would measure each other.
    fileParallelism: false,
  },
})
