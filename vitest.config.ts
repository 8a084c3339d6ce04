// Unit and component tests: pure logic beside the code, components in jsdom, rendered by React as the build is.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${new URL('./src', import.meta.url).pathname}/` },
      { find: /^@deployments\//, replacement: `${deploymentsDir()}/` },
    ],
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'test/unit/**/*.test.{ts,tsx}',
      'bench/percentiles.test.ts',
    ],
    environment: 'jsdom',
  },
})
