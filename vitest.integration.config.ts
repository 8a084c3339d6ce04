// Integration suites talk to real Anvil nodes; each suite starts its own on a free port.
import { defineConfig } from 'vitest/config'

import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'
import { TimingsReporter } from './scripts/lib/testTimings/vitestReporter.ts'

export default defineConfig({
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname, '@deployments': deploymentsDir() },
  },
  test: {
    include: ['test/integration/**/*.test.ts'],
    reporters: ['default', new TimingsReporter('integration')],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
