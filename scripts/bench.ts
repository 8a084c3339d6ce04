// `npm run bench`: runs every benchmark, then prints ONE table of figures with their targets and pass/fail (issue
// 16). Each step writes its rows to bench-results/<bench>.json (scripts/lib/benchResults.ts); a step that crashes
// or writes nothing shows as a failed row. `npm run bench -- lighthouse chain` runs only the named steps;
// `npm run bench -- --table` prints the results already there.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'

import { BENCH_RESULTS_DIR, type BenchRow, readBenchFiles } from './lib/benchResults'

interface Step {
  id: string
  command: string[]
  /** The result files (bench ids) the step must write. */
  writes: string[]
}

// `--table`: print the table of the results already in bench-results/, running nothing.
const tableOnly = process.argv.includes('--table')
const selected = process.argv.slice(2).filter((arg) => arg !== '--table')
const has = (id: string) => !tableOnly && (selected.length === 0 || selected.includes(id))

const STEPS: Step[] = [
  // Builds dist: the production build Lighthouse then serves.
  { id: 'size', command: ['tsx', 'scripts/size.ts'], writes: ['size'] },
  {
    id: 'vitest',
    command: ['vitest', 'run', '--config', 'vitest.bench.config.ts', '--passWithNoTests'],
    writes: ['quote', 'token-search', 'activity'],
  },
  // With the load's ladder in the same alternation: the page stopped after the libraries, and after the modules.
  {
    id: 'lighthouse',
    command: ['tsx', 'scripts/bench/lighthouse.ts', '--ladder', ...(has('size') ? [] : ['--build'])],
    writes: ['lighthouse'],
  },
  // The same with a node answering (Anvil with the demo state, a build for it): no outage banner, reads arriving.
  {
    id: 'lighthouse-live',
    command: ['tsx', 'scripts/bench/lighthouse.ts', '--live-node'],
    writes: ['lighthouse-live'],
  },
  // Real Chromium: the price chart's drawing of 10,000 points.
  { id: 'chart', command: ['tsx', 'scripts/bench/chart.ts'], writes: ['chart'] },
  // Real Chromium, Anvil with the demo state and the injected wallet: the seed's time, requests per block, INP while
  // typing an amount at a 4× slower CPU, memory.
  { id: 'chain', command: ['tsx', 'scripts/bench/chain.ts'], writes: ['seed', 'requests', 'inp', 'memory'] },
  // The same world on a fast chain for 20,000 blocks: heap, request rate, listeners and timers at start and end.
  { id: 'soak', command: ['tsx', 'scripts/bench/soak.ts'], writes: ['soak'] },
]

const unknown = selected.filter((id) => !STEPS.some((step) => step.id === id))
if (unknown.length > 0) {
  console.error(`Unknown bench step(s): ${unknown.join(', ')}; steps: ${STEPS.map((s) => s.id).join(', ')}`)
  process.exit(2)
}

if (!tableOnly) rmSync(BENCH_RESULTS_DIR, { recursive: true, force: true })
const crashed = new Map<string, number | null>()
for (const step of STEPS.filter((s) => has(s.id))) {
  console.log(`\n=== bench: ${step.id} (${step.command.join(' ')})`)
  const result = spawnSync('npx', step.command, { stdio: 'inherit' })
  if (result.status !== 0) crashed.set(step.id, result.status)
}

// In the order of the steps (size, quotes, token search, Lighthouse, requests, memory), others after.
const ORDER = STEPS.flatMap((step) => step.writes)
const rank = (bench: string) => (ORDER.includes(bench) ? ORDER.indexOf(bench) : ORDER.length)
const files = readBenchFiles().sort((a, b) => rank(a.bench) - rank(b.bench))
const rows: (BenchRow & { bench: string })[] = files.flatMap((file) =>
  file.rows.map((r) => ({ ...r, bench: file.bench })),
)
for (const step of STEPS.filter((s) => has(s.id)))
  for (const bench of step.writes)
    if (!rows.some((r) => r.bench === bench))
      rows.push({
        bench,
        figure: `${bench}: no result (step ${step.id} exited ${crashed.get(step.id) ?? 0})`,
        value: NaN,
        unit: '',
        target: NaN,
        op: '<=',
        pass: false,
      })

printTable(rows)
process.exit(rows.every((r) => r.pass) ? 0 : 1)

function printTable(all: (BenchRow & { bench: string })[]) {
  const format = (value: number, unit: string) =>
    Number.isFinite(value) ? `${Number(value.toFixed(2))}${unit ? ` ${unit}` : ''}` : '—'
  const lines = all.map((r) => [
    r.figure,
    format(r.value, r.unit),
    Number.isFinite(r.target) ? `${r.op} ${format(r.target, r.unit)}` : '—',
    r.pass ? 'pass' : 'FAIL',
  ])
  const header = ['Figure', 'Value', 'Target', 'Result']
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)))
  const show = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `\n=== npm run bench: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`,
  )
  console.log(show(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
  for (const line of lines) console.log(show(line))
  const notes = all.filter((r) => r.note)
  if (notes.length > 0) console.log('')
  for (const r of notes) console.log(`  ${r.figure}: ${r.note}`)
  const failed = all.filter((r) => !r.pass).length
  console.log(`\n${all.length - failed} of ${all.length} figures within target${failed ? `; ${failed} FAILED` : ''}.`)
}
