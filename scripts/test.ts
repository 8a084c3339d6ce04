// `npm test`: every layer in turn (types and lint side by side, then unit, integration, end to end), stopping at the
// first stage that fails as `a && b` would, then how it went: each layer's time, the ten slowest tests with their
// share of their time limit, and every test past a third of its limit, so that a test drifting towards its limit is
// seen before it fails.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'

import { formatSummary, type LayerRun } from './lib/testTimings/summary'
import { readTimings, type TestLayer, TIMINGS_DIR } from './lib/testTimings/timings'

interface Layer {
  name: string
  script: string
  timings?: TestLayer
}

// Types and lint each keep one core busy for half a minute and share nothing: side by side on the two cores. The
// test layers use both cores themselves.
const STAGES: Layer[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit', script: 'test:unit', timings: 'unit' }],
  [{ name: 'integration', script: 'test:integration', timings: 'integration' }],
  [{ name: 'e2e', script: 'test:e2e', timings: 'e2e' }],
]

/**
 * Runs a layer's npm script. Alone, its output streams as it comes; beside another, it is held and printed whole
 * when the layer ends, so two layers' lines do not interleave.
 */
function runLayer(layer: Layer, alone: boolean): Promise<LayerRun> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', layer.script], { stdio: alone ? 'inherit' : 'pipe' })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.once('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat([Buffer.from(`\n> ${layer.name}\n`), ...output]))
      resolve({
        name: layer.name,
        ms: performance.now() - started,
        ok: code === 0,
        timings: layer.timings && readTimings(layer.timings),
      })
    })
  })
}

rmSync(TIMINGS_DIR, { recursive: true, force: true })
const loadAtStart = os.loadavg()[0]
const started = performance.now()
const runs: LayerRun[] = []
for (const stage of STAGES) {
  const finished = await Promise.all(stage.map((layer) => runLayer(layer, stage.length === 1)))
  runs.push(...finished)
  if (finished.some((run) => !run.ok)) break
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`
console.log(`\n${formatSummary(runs, machine, performance.now() - started)}`)
process.exit(runs.every((run) => run.ok) ? 0 : 1)
