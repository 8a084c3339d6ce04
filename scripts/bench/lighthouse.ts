// Lighthouse mobile performance of /#/swap on the production build (issue 16): three runs with Lighthouse's
// default mobile throttling (simulated), against Debian's Chromium (CHROMIUM_PATH). Prints score and LCP per run
// and writes the medians to bench-results/lighthouse.json. `--out-dir <dir>` serves an existing build (default
// dist, as `npm run size` leaves it); `--build` builds it first.
import { writeFileSync } from 'node:fs'

import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { row, writeBenchRows } from '../lib/benchResults'
import { CHROMIUM_PATH } from '../lib/chromium'
import { benchPort, buildApp, median, servePreview } from './server'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3
const SCORE_TARGET = 95
const LCP_TARGET_S = 2.0
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run']
const args = process.argv.slice(2)
const outDir = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : 'dist'

if (args.includes('--build')) buildApp(outDir)
const preview = await servePreview(outDir, await benchPort(1))
const url = `${preview.url}/#/swap`
const runs: { score: number; lcpS: number }[] = []
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
      const lcpS = (lhr.audits['largest-contentful-paint'].numericValue ?? NaN) / 1000
      runs.push({ score, lcpS })
      console.log(`Lighthouse run ${run}/${RUNS} on ${url}: performance ${score}, LCP ${lcpS.toFixed(2)} s`)
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
}

const score = median(runs.map((r) => r.score))
const lcp = median(runs.map((r) => r.lcpS))
console.log(`Lighthouse median of ${runs.length}: performance ${score}, LCP ${lcp.toFixed(2)} s`)
const perRun = runs.map((r) => `${r.score}/${r.lcpS.toFixed(2)} s`).join(', ')
writeBenchRows('lighthouse', [
  row('Lighthouse mobile performance /#/swap (median of 3)', score, '', '>=', SCORE_TARGET, `runs: ${perRun}`),
  row('Lighthouse mobile LCP /#/swap (median of 3)', Number(lcp.toFixed(2)), 's', '<=', LCP_TARGET_S),
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
