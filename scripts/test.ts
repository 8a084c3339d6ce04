// `npm test`: every layer in turn (types, lint, unit, integration, end to end), stopping at the first that fails as
// `a && b` would, then how it went: each layer's time, the ten slowest tests with their share of their time limit,
// and every test past a third of its limit, so that a test drifting towards its limit is seen before it fails.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'

import { formatSummary, type LayerRun } from './lib/testTimings/summary'
import { readTimings, type TestLayer, TIMINGS_DIR } from './lib/testTimings/timings'

const LAYERS: { name: string; script: string; timings?: TestLayer }[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit', timings: 'unit' },
  { name: 'integration', script: 'test:integration', timings: 'integration' },
  { name: 'e2e', script: 'test:e2e', timings: 'e2e' },
]

rmSync(TIMINGS_DIR, { recursive: true, force: true })
const loadAtStart = os.loadavg()[0]
const runs: LayerRun[] = []
let status = 0
for (const layer of LAYERS) {
  const started = performance.now()
  const result = spawnSync('npm', ['run', '--silent', layer.script], { stdio: 'inherit' })
  status = result.status ?? 1
  runs.push({
    name: layer.name,
    ms: performance.now() - started,
    ok: status === 0,
    timings: layer.timings && readTimings(layer.timings),
  })
  if (status !== 0) break
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`
console.log(`\n${formatSummary(runs, machine)}`)
process.exit(status)
