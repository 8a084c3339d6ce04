import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'
import { E2E_OUT_DIR } from './scripts/lib/e2eOutDir'
// Two checkouts (or two agents) can run end-to-end tests side by side on different ports and build dirs.
const port = Number(process.env.E2E_PORT) || 4173
const outDir = E2E_OUT_DIR

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.test.ts',
  outputDir: `test-results/${outDir}`,
  fullyParallel: true,
  // Two, one a core: axe and the app's start-up keep a core busy per worker; a third worker made every test slower
  // (a11y-moments' tests 7 s to 12.5 s on this machine) and the run no shorter.
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual regression (test/e2e/visual.test.ts): a small tolerance for anti-aliasing, none for a moved layout.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002 },
  },
  // One stored image per name, for every machine: CI runs the same Debian Chromium as a developer's machine here.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  forbidOnly: true,
  // Anvil has rare races around evm_revert (see localProvider in scripts/lib/seed) that no test can rule out; a test
  // that passes only on its second run is still listed as flaky in the report, so the race stays visible.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // test-results/timings/e2e.json: each test's time against its limit, for the summary of `npm test`.
  reporter: [['list'], ['./scripts/lib/testTimings/playwrightReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
