// `npm run bench`: benchmarks that print p50/p95 figures (bench/*.bench.test.ts{,x}); they measure, they do not
// gate on time, because timings depend on the machine. They render as the unit tests do, with React like the build.
import { defineConfig } from 'vitest/config'

import unit from './vitest.config.ts'

export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    include: ['bench/**/*.bench.test.{ts,tsx}'],
    testTimeout: 120_000,
    // One file at a time: parallel files would measure each other.
    fileParallelism: false,
  },
})
