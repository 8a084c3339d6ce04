// The benchmarks that need a browser and a chain (issues 16 and 38): HTTP requests to the node per block on the pages
// that read every block (the swap page with a pair and its price chart, the activity page and a pool's page among
// them: their history refresh rides in the block's batch), INP while typing an amount at a slowed CPU, the pool
// page's heap after 1,000 blocks, and the time the demo state takes to deploy and seed. Builds the local-chain app into
// dist-e2e-bench-chain (skip with --no-build), serves it on a port from 4300, starts Anvil with the demo state, writes
// bench-results/requests.json, inp.json, preview.json, memory.json and seed.json; `--only requests|inp|preview|memory`
// runs one part (preview: a confirm dialog's time to show its simulated transaction, issue 41);
// `--profile` prints where the first typing run's main-thread time went.
import { row, writeBenchRows } from '../lib/benchResults'
import { type BenchPage, startBenchChain } from './chainSetup'
import { heapGrowth } from './memory'
import { previewTime } from './previewTime'
import { requestsPerBlock } from './requests'
import { benchPort, buildApp, LOCAL_BUILD_ENV, median, servePreview } from './server'
import { TRACKED_PAIRS, trackedPairsStorage } from './trackedPairs'
import { CPU_SLOWDOWN, medianInp, typingInp } from './typingInp'

const REQUESTS_TARGET = 1.2
const HEAP_GROWTH_TARGET_MB = 5
/** Interaction to next paint while typing an amount, CPU slowed 4× (issue 38): a good INP by web.dev's measure. */
const TYPING_INP_TARGET_MS = 200
const TYPING_RUNS = 5
/** From opening a confirm dialog to its transaction's simulated changes on screen (issue 41), on the local chain. */
const PREVIEW_TARGET_MS = 300
const PREVIEW_OPENINGS = 6
/** `npm start` and every end-to-end worker wait for this; README promises about 10 s. */
const SEED_TARGET_S = 60
const OUT_DIR = 'dist-e2e-bench-chain'
const args = process.argv.slice(2)
const only = (name: string) => !args.includes('--only') || args[args.indexOf('--only') + 1] === name
/** `--page <words>`: only the requests pages whose label has them, printed and not written (a partial table). */
const pageFilter = args.includes('--page') ? args[args.indexOf('--page') + 1] : undefined

if (!args.includes('--no-build')) buildApp(OUT_DIR, LOCAL_BUILD_ENV)
const preview = await servePreview(OUT_DIR, await benchPort(2))
const chain = await startBenchChain()
try {
  writeBenchRows('seed', [
    row(
      'Deploy and seed the demo state on a fresh Anvil (npm start, each e2e worker)',
      Number(chain.seedSeconds.toFixed(1)),
      's',
      '<=',
      SEED_TARGET_S,
    ),
  ])
  const pairs = trackedPairsStorage(chain.deployment)
  if (only('requests')) {
    const busd = chain.deployment.tokens.BUSD
    // Each page with what shows it has loaded its data (the demo state: account 1 holds WFRA/BUSD liquidity).
    const pages: {
      label: string
      path: string
      ready: string | ((page: BenchPage['page']) => Promise<void>)
      storage?: Record<string, string>
    }[] = [
      { label: '/swap', path: '/swap', ready: '[data-testid="swap-input"]' },
      {
        label: '/swap with FRA/BUSD and its price chart',
        path: `/swap?inputCurrency=ETH&outputCurrency=${busd}`,
        ready: '[data-testid="price-chart"][data-points]:not([data-points="0"])',
      },
      {
        label: '/swap with FRA/BUSD, Confirm Swap open (its preview and network fee refreshed each block)',
        path: `/swap?inputCurrency=ETH&outputCurrency=${busd}`,
        ready: async (page) => {
          await page.getByTestId('swap-input').getByTestId('amount-input').fill('1.5')
          await page.locator('[data-testid="swap-button"]:not([disabled])').waitFor({ timeout: 30_000 })
          await page.getByTestId('swap-button').click()
          await page.locator('[data-testid="simulated-changes"]:not([aria-busy])').waitFor({ timeout: 30_000 })
        },
      },
      {
        label: 'add liquidity FRA/BUSD, its confirm dialog open (preview and network fee refreshed each block)',
        path: `/add/ETH/${busd}`,
        ready: async (page) => {
          await page.getByTestId('add-input-a').getByTestId('amount-input').fill('1')
          const approve = page.getByRole('button', { name: 'Approve BUSD' })
          const supply = page.locator('[data-testid="supply-button"]:not([disabled])')
          await supply.or(approve).waitFor({ timeout: 30_000 })
          if (await approve.isVisible()) await approve.click()
          await supply.click({ timeout: 30_000 })
          await page.locator('[data-testid="simulated-changes"]:not([aria-busy])').waitFor({ timeout: 30_000 })
        },
      },
      { label: '/activity', path: '/activity', ready: '[data-testid^="activity-tx-"]' },
      {
        label: "the WFRA/BUSD pool's page",
        path: `/pools/${(chain.deployment.pairs as Record<string, string>)['WFRA/BUSD']}`,
        ready: '[data-testid="pool-chart"][data-points]:not([data-points="0"])',
      },
      {
        label: `/pool, ${TRACKED_PAIRS} tracked pairs`,
        path: '/pool',
        ready: '[data-testid^="position-0x"]',
        storage: pairs,
      },
      { label: 'farms list', path: '/staking/OVPit', ready: '[data-testid="farms-tvl"]' },
      {
        label: 'a farm page (FRA-BUSD)',
        path: `/staking/pools/ETH/${busd}`,
        ready: '[data-testid="stake-total-deposits"]',
      },
    ]
    const rows = []
    for (const { label, path, ready, storage } of pages.filter(
      ({ label }) => !pageFilter || label.includes(pageFilter),
    )) {
      const { perBlock, detail } = await requestsPerBlock(
        chain,
        preview,
        path,
        ({ page }) =>
          typeof ready === 'string' ? page.locator(ready).first().waitFor({ timeout: 30_000 }) : ready(page),
        storage,
      )
      rows.push(
        row(
          `Node requests per block, wallet connected: ${label}`,
          Number(perBlock.toFixed(2)),
          'req/block',
          '<=',
          REQUESTS_TARGET,
          `${path}: ${detail}`,
        ),
      )
    }
    if (!pageFilter) writeBenchRows('requests', rows)
  }
  if (only('inp')) {
    const runs = await typingInp(
      chain,
      preview,
      TYPING_RUNS,
      args.includes('--profile') ? { outDir: OUT_DIR } : undefined,
    )
    writeBenchRows('inp', [
      row(
        `INP typing an amount, /swap with FRA/BUSD and its chart, connected, CPU ${CPU_SLOWDOWN}× (median of ${runs.length})`,
        medianInp(runs),
        'ms',
        '<=',
        TYPING_INP_TARGET_MS,
        `runs (INP, quote after the last key): ${runs.map((run) => `${run.inpMs} ms, ${run.quoteMs} ms`).join('; ')}`,
      ),
    ])
  }
  if (only('preview')) {
    const { first, later } = await previewTime(chain, preview, PREVIEW_OPENINGS)
    const shown = median(later.map(({ shownMs }) => shownMs))
    const dialog = median(later.map(({ dialogMs }) => dialogMs))
    writeBenchRows('preview', [
      row(
        `Swap confirm dialog: from the click to the simulated changes shown (median of ${later.length} openings after the first)`,
        shown,
        'ms',
        '<=',
        PREVIEW_TARGET_MS,
        `the dialog itself in the page in the same openings (the reference): ${dialog} ms, the preview ` +
          `${shown - dialog} ms after it; first opening (loads the dialog's chunk) ${first.shownMs} ms, its dialog at ` +
          `${first.dialogMs} ms; then ${later.map(({ shownMs, dialogMs }) => `${shownMs} (${dialogMs})`).join(', ')} ms`,
      ),
    ])
  }
  if (only('memory')) {
    const { after10Mb, after1000Mb, updates } = await heapGrowth(chain, preview, pairs)
    writeBenchRows('memory', [
      row(
        'Heap growth on /pool, 10 → 1,000 blocks (after GC)',
        Number((after1000Mb - after10Mb).toFixed(2)),
        'MB',
        '<=',
        HEAP_GROWTH_TARGET_MB,
        `${after10Mb.toFixed(2)} MB after 10 blocks, ${after1000Mb.toFixed(2)} MB after 1,000 (${updates} updates)`,
      ),
    ])
  }
} finally {
  await chain.stop()
  await preview.stop()
}
