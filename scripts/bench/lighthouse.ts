// Lighthouse mobile performance of /#/swap on the production build (issues 16 and 26): three runs with Lighthouse's
// default mobile throttling (simulated), against Debian's Chromium (CHROMIUM_PATH). Prints score, LCP, total
// blocking time and layout shift per run and writes the medians to bench-results/lighthouse.json. `--out-dir <dir>`
// serves an existing build (default dist, as `npm run size` leaves it); `--build` builds it first.
// `--live-node` measures the page with a node answering: it starts Anvil with the demo state and builds the app for
// it (into dist-bench-live), so the reads of the first seconds arrive as they do for a visitor whose node is up
// (the default build's chain, Findora, cannot be reached from a machine without network: its page shows the
// node-outage banner, which moves the page down). Writes bench-results/lighthouse-live.json.
import { writeFileSync } from 'node:fs'

import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { type AnvilNode, startAnvil } from '../lib/anvil'
import { row, writeBenchRows } from '../lib/benchResults'
import { CHROMIUM_PATH } from '../lib/chromium'
import { deployAndSeed } from '../lib/seed'
import { benchPort, buildApp, LOCAL_BUILD_ENV, median, servePreview } from './server'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3
const SCORE_TARGET = 95
const LCP_TARGET_S = 1.5
const TBT_TARGET_MS = 150
const CLS_TARGET = 0.02
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run']
const args = process.argv.slice(2)
const liveNode = args.includes('--live-node')
const outDir = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : liveNode ? 'dist-bench-live' : 'dist'

let node: AnvilNode | undefined
if (liveNode) {
  node = await startAnvil()
  await deployAndSeed(node.url)
  buildApp(outDir, { ...LOCAL_BUILD_ENV, VITE_LOCAL_RPC_URL: node.url })
} else if (args.includes('--build')) buildApp(outDir)
const preview = await servePreview(outDir, await benchPort(1))
const url = `${preview.url}/#/swap`
interface Run {
  score: number
  lcpS: number
  tbtMs: number
  cls: number
}
const runs: Run[] = []
try {
  for (let run = 1; run <= RUNS; run++) {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    })
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] })
      if (!result) throw new Error('Lighthouse returned no result')
      const { lhr } = result
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100)
      const figure = (id: string) => lhr.audits[id].numericValue ?? NaN
      const measured: Run = {
        score,
        lcpS: figure('largest-contentful-paint') / 1000,
        tbtMs: figure('total-blocking-time'),
        cls: figure('cumulative-layout-shift'),
      }
      runs.push(measured)
      console.log(`Lighthouse run ${run}/${RUNS} on ${url}: ${describe(measured)}`)
      if (args.includes('--verbose')) printOpportunities(lhr)
      // `--save <dir>`: the full reports, to read why a run scored as it did.
      if (args.includes('--save'))
        writeFileSync(`${args[args.indexOf('--save') + 1]}/lighthouse-${run}.json`, JSON.stringify(lhr))
    } finally {
      chrome.kill()
    }
  }
} finally {
  await preview.stop()
  await node?.stop()
}

function describe({ score, lcpS, tbtMs, cls }: Run): string {
  return `performance ${score}, LCP ${lcpS.toFixed(2)} s, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}`
}

const medians: Run = {
  score: median(runs.map((r) => r.score)),
  lcpS: median(runs.map((r) => r.lcpS)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
}
console.log(`Lighthouse median of ${runs.length}: ${describe(medians)}`)
const perRun = runs.map(describe).join('; ')
const title = (figure: string) =>
  `Lighthouse mobile ${figure} /#/swap${liveNode ? ', node answering' : ''} (median of ${runs.length})`
writeBenchRows(liveNode ? 'lighthouse-live' : 'lighthouse', [
  row(title('performance'), medians.score, '', '>=', SCORE_TARGET, `runs: ${perRun}`),
  row(title('LCP'), Number(medians.lcpS.toFixed(2)), 's', '<=', LCP_TARGET_S),
  row(title('total blocking time'), Math.round(medians.tbtMs), 'ms', '<=', TBT_TARGET_MS),
  row(title('CLS'), Number(medians.cls.toFixed(3)), '', '<=', CLS_TARGET),
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
