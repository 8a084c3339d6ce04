// Unit and component tests: pure logic beside the code in Node, components in jsdom, rendered by React as the build
// is. A `.test.tsx` file renders, so it gets a DOM; a `.test.ts` file runs in Node unless it says
// `// @vitest-environment jsdom` (a hook rendered with renderHook, localStorage, focus): setting up jsdom costs about
// a second a file on this machine, and most files are pure logic.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'
import { TimingsReporter } from './scripts/lib/testTimings/vitestReporter.ts'

const FOLDERS = ['src', 'scripts', 'test/unit']

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${new URL('./src', import.meta.url).pathname}/` },
      { find: /^@deployments\//, replacement: `${deploymentsDir()}/` },
    ],
  },
  test: {
    // test-results/timings/unit.json: each test's time against its limit, for the summary of `npm test`.
    reporters: ['default', new TimingsReporter('unit')],
    // Two cores: vitest's default leaves one of them idle.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: [...FOLDERS.map((folder) => `${folder}/**/*.test.ts`), 'bench/percentiles.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'dom', include: FOLDERS.map((folder) => `${folder}/**/*.test.tsx`), environment: 'jsdom' },
      },
    ],
  },
})
