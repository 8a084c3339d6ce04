// `npm run bench`: benchmarks that print p50/p95 figures (bench/*.bench.test.ts{,x}); they measure, they do not
// gate on time, because timings depend on the machine.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname, '@deployments': deploymentsDir() },
  },
  test: {
    include: ['bench/**/*.bench.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 120_000,
    // One file at a time: parallel files would measure each other.
    fileParallelism: false,
  },
})
