// Lighthouse mobile performance of /#/swap on the production build (issues 16, 26 and 38), beside its floor: the same
// built index.html with its scripts removed (scripts/lib/floorPage.ts), which the browser only parses, styles, lays out
// and paints. Runs alternate between the two, LIGHTHOUSE_RUNS (default 5) of each, with Lighthouse's default mobile
// throttling (simulated) against Debian's Chromium (CHROMIUM_PATH). Simulated throttling multiplies the tasks seen on
// this machine, so a figure alone reads differently on a fast and a slow moment of a host: the targets are written
// against the floor (main-thread task time at most 2.5 times the floor's, total blocking time at most the floor's plus
// 150 ms), with Lighthouse's CPU benchmark index printed beside them. Prints every run and writes the medians to
// bench-results/lighthouse.json. `--out-dir <dir>` serves an existing build (default dist, as `npm run size` leaves
// it); `--build` builds it first. `--live-node` measures the page with a node answering: it starts Anvil with the
// demo state and builds the app for it (into dist-bench-live), so the reads of the first seconds arrive as they do
// for a visitor whose node is up (the default build's chain, Findora, cannot be reached from a machine without
// network: its page shows the node-outage banner, which moves the page down). Writes
// bench-results/lighthouse-live.json. `--ladder` (as `npm run bench` runs it) measures in the same alternation the
// load's ladder (scripts/lib/ladderPage.ts): the same page with its start stopped after the named libraries, and
// after every module of the start is evaluated; each as a ratio to the same floor, it shows how much of the target
// is spent before the app renders anything.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { type AnvilNode, startAnvil } from '../lib/anvil'
import { row, writeBenchRows } from '../lib/benchResults'
import { BROWSER_UI_FEATURES, CHROMIUM_PATH } from '../lib/chromium'
import { withoutScripts } from '../lib/floorPage'
import { LOAD_STOPS, type LoadStop, stoppingAt } from '../lib/ladderPage'
import { deployAndSeed } from '../lib/seed'
import { benchPort, buildApp, LOCAL_BUILD_ENV, median, servePreview } from './server'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5
const SCORE_TARGET = 95
const LCP_TARGET_S = 1.5
/** Total blocking time the app may add to its floor's. */
const TBT_OVER_FLOOR_MS = 150
/** The app's main-thread task time at load, as a multiple of its floor's. */
const TASK_TIME_RATIO_TARGET = 2.5
const CLS_TARGET = 0.02
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  BROWSER_UI_FEATURES,
]
const FLOOR_PAGE = 'floor.html'
const ladderPage = (stop: LoadStop) => `ladder-${stop}.html`
const args = process.argv.slice(2)
const liveNode = args.includes('--live-node')
const ladder = args.includes('--ladder')
const outDir = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : liveNode ? 'dist-bench-live' : 'dist'

let node: AnvilNode | undefined
if (liveNode) {
  node = await startAnvil()
  await deployAndSeed(node.url)
  buildApp(outDir, { ...LOCAL_BUILD_ENV, VITE_LOCAL_RPC_URL: node.url })
} else if (args.includes('--build')) buildApp(outDir)
const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8')
writeFileSync(path.join(outDir, FLOOR_PAGE), withoutScripts(indexHtml))
if (ladder)
  for (const stop of LOAD_STOPS) writeFileSync(path.join(outDir, ladderPage(stop)), stoppingAt(indexHtml, stop))
const preview = await servePreview(outDir, await benchPort(1))
type PageName = 'app' | 'floor' | LoadStop
const pages: Partial<Record<PageName, string>> = {
  app: `${preview.url}/#/swap`,
  floor: `${preview.url}/${FLOOR_PAGE}#/swap`,
  ...(ladder && Object.fromEntries(LOAD_STOPS.map((stop) => [stop, `${preview.url}/${ladderPage(stop)}#/swap`]))),
}
const measured = Object.keys(pages) as PageName[]

interface Run {
  score: number
  lcpS: number
  tbtMs: number
  cls: number
  /** The main thread's tasks during the load, as Lighthouse's diagnostics add them up. */
  taskMs: number
  /** Lighthouse's CPU benchmark index of this machine at the run. */
  benchmarkIndex: number
}
const runs: Record<PageName, Run[]> = { app: [], floor: [], libraries: [], modules: [] }

async function measure(name: PageName, run: number): Promise<void> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(pages[name]!, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    const figure = (id: string) => lhr.audits[id].numericValue ?? NaN
    const diagnostics = lhr.audits.diagnostics.details as { items?: { totalTaskTime?: number }[] } | undefined
    const measured: Run = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpS: figure('largest-contentful-paint') / 1000,
      tbtMs: figure('total-blocking-time'),
      cls: figure('cumulative-layout-shift'),
      taskMs: diagnostics?.items?.[0]?.totalTaskTime ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
    runs[name].push(measured)
    console.log(`Lighthouse ${name} run ${run}/${RUNS} on ${pages[name]}: ${describe(measured)}`)
    if (args.includes('--verbose')) printOpportunities(lhr)
    // `--save <dir>`: the full reports, to read why a run scored as it did.
    if (args.includes('--save'))
      writeFileSync(`${args[args.indexOf('--save') + 1]}/lighthouse-${name}-${run}.json`, JSON.stringify(lhr))
  } finally {
    chrome.kill()
  }
}

try {
  // Alternating, each first in turn: a machine that slows down during the runs slows them all alike.
  for (let run = 1; run <= RUNS; run++) {
    const first = (run - 1) % measured.length
    for (const name of [...measured.slice(first), ...measured.slice(0, first)]) await measure(name, run)
  }
} finally {
  await preview.stop()
  await node?.stop()
}

function describe({ score, lcpS, tbtMs, cls, taskMs, benchmarkIndex }: Run): string {
  return `performance ${score}, LCP ${lcpS.toFixed(2)} s, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}, main-thread tasks ${Math.round(taskMs)} ms (benchmark index ${Math.round(benchmarkIndex)})`
}

const mediansOf = (of: Run[]): Run => ({
  score: median(of.map((r) => r.score)),
  lcpS: median(of.map((r) => r.lcpS)),
  tbtMs: median(of.map((r) => r.tbtMs)),
  cls: median(of.map((r) => r.cls)),
  taskMs: median(of.map((r) => r.taskMs)),
  benchmarkIndex: median(of.map((r) => r.benchmarkIndex)),
})
const app = mediansOf(runs.app)
const floor = mediansOf(runs.floor)
const taskRatio = app.taskMs / floor.taskMs
console.log(`Lighthouse median of ${runs.app.length}, app:   ${describe(app)}`)
console.log(`Lighthouse median of ${runs.floor.length}, floor: ${describe(floor)}`)
console.log(
  `App over floor: main-thread tasks ${taskRatio.toFixed(2)}×, total blocking time +${Math.round(app.tbtMs - floor.tbtMs)} ms`,
)
/** What each rung of the ladder costs, as a ratio to the same floor (the start stopped there). */
const LADDER_FIGURES: Record<LoadStop, string> = {
  libraries: 'start stopped after the named libraries',
  modules: 'start stopped once its modules are evaluated, before it renders',
}
const rungs = (ladder ? LOAD_STOPS : []).map((stop) => ({ stop, ...mediansOf(runs[stop]) }))
for (const { stop, taskMs } of rungs)
  console.log(
    `Ladder, ${LADDER_FIGURES[stop]}: main-thread tasks ${Math.round(taskMs)} ms, ${(taskMs / floor.taskMs).toFixed(2)}× the floor's`,
  )
const perRun = (name: PageName) => runs[name].map(describe).join('; ')
const title = (figure: string) =>
  `Lighthouse mobile ${figure} /#/swap${liveNode ? ', node answering' : ''} (median of ${runs.app.length})`
const machine = `Lighthouse benchmark index ${Math.round(app.benchmarkIndex)}`
writeBenchRows(liveNode ? 'lighthouse-live' : 'lighthouse', [
  row(title('performance'), app.score, '', '>=', SCORE_TARGET, `app runs: ${perRun('app')}`),
  row(title('LCP'), Number(app.lcpS.toFixed(2)), 's', '<=', LCP_TARGET_S),
  row(
    title('total blocking time'),
    Math.round(app.tbtMs),
    'ms',
    '<=',
    Math.round(floor.tbtMs + TBT_OVER_FLOOR_MS),
    `the floor's ${Math.round(floor.tbtMs)} ms + ${TBT_OVER_FLOOR_MS} ms; ${machine}; floor runs: ${perRun('floor')}`,
  ),
  row(
    title("main-thread task time over the floor's"),
    Number(taskRatio.toFixed(2)),
    '×',
    '<=',
    TASK_TIME_RATIO_TARGET,
    `app ${Math.round(app.taskMs)} ms, floor ${Math.round(floor.taskMs)} ms; ${machine}`,
  ),
  row(title('CLS'), Number(app.cls.toFixed(3)), '', '<=', CLS_TARGET),
  // The same target, for the page stopped early: how much of it is spent before the app renders anything.
  ...rungs.map(({ stop, taskMs }) =>
    row(
      title(`main-thread task time over the floor's, ${LADDER_FIGURES[stop]}`),
      Number((taskMs / floor.taskMs).toFixed(2)),
      '×',
      '<=',
      TASK_TIME_RATIO_TARGET,
      `${Math.round(taskMs)} ms, floor ${Math.round(floor.taskMs)} ms; runs: ${perRun(stop)}`,
    ),
  ),
])

/** What Lighthouse says costs time: metrics and failing audits with their savings. */
function printOpportunities(lhr: {
  audits: Record<
    string,
    {
      id: string
      title: string
      score: number | null
      displayValue?: string
      details?: { type?: string; overallSavingsMs?: number }
    }
  >
}) {
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'cumulative-layout-shift',
    'largest-contentful-paint-element',
    'render-blocking-resources',
    'render-blocking-insight',
    'lcp-breakdown-insight',
    'network-dependency-tree-insight',
    'unused-javascript',
    'bootup-time',
    'mainthread-work-breakdown',
  ])
    if (lhr.audits[id]) console.log(`  ${id}: ${lhr.audits[id].displayValue ?? ''} (score ${lhr.audits[id].score})`)
  for (const audit of Object.values(lhr.audits))
    if (audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
      console.log(`  opportunity ${audit.id}: ${audit.title} — ${audit.displayValue ?? ''}`)
}
