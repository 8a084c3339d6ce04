// `npm run bench -- soak` (issue 27, item 7): long sessions. The pool page (with tracked pairs) and a farm page follow
// 20,000 blocks of a fast chain (a build for 200 ms blocks, polled once a block) with the wallet connected; the heap
// must end within 5 MB of where it started, the requests per block stay where they were, and no event listener or
// pending timer accumulates. Writes bench-results/soak.json.
import { row, writeBenchRows } from '../lib/benchResults'
import { startBenchChain } from './chainSetup'
import { benchPort, buildApp, LOCAL_BUILD_ENV, servePreview } from './server'
import { soakPage } from './soakPage'
import { trackedPairsStorage } from './trackedPairs'

const OUT_DIR = 'dist-e2e-bench-soak'
const BLOCK_MS = 200
const HEAP_GROWTH_TARGET_MB = 5
/** The request rate at the end over the one at the start: constant, with a tenth for a poll more or less. */
const REQUEST_RATE_TARGET = 1.1

if (!process.argv.includes('--no-build'))
  buildApp(OUT_DIR, { ...LOCAL_BUILD_ENV, VITE_LOCAL_BLOCK_MS: String(BLOCK_MS) })
const preview = await servePreview(OUT_DIR, await benchPort(4))
const chain = await startBenchChain()
try {
  const busd = chain.deployment.tokens.BUSD
  const pages = [
    {
      label: '/pool',
      path: '/pool',
      ready: '[data-testid^="position-0x"]',
      storage: trackedPairsStorage(chain.deployment),
    },
    { label: 'a farm page', path: `/staking/pools/ETH/${busd}`, ready: '[data-testid="stake-total-deposits"]' },
  ]
  const rows = []
  for (const { label, path, ready, storage } of pages) {
    const { start, end, blocks } = await soakPage(chain, preview, path, ready, storage)
    const over = `over ${blocks.toLocaleString('en')} blocks`
    rows.push(
      row(
        `Soak ${label}: heap growth ${over} (after GC)`,
        Number((end.heapMb - start.heapMb).toFixed(2)),
        'MB',
        '<=',
        HEAP_GROWTH_TARGET_MB,
        `${start.heapMb.toFixed(2)} MB → ${end.heapMb.toFixed(2)} MB`,
      ),
      row(
        `Soak ${label}: requests per block, end over start`,
        Number((end.requestsPerBlock / start.requestsPerBlock).toFixed(2)),
        '×',
        '<=',
        REQUEST_RATE_TARGET,
        `${start.requestsPerBlock.toFixed(3)} → ${end.requestsPerBlock.toFixed(3)} per block`,
      ),
      row(
        `Soak ${label}: event listeners added ${over}`,
        end.listeners - start.listeners,
        '',
        '<=',
        0,
        `${start.listeners} → ${end.listeners}`,
      ),
      row(
        `Soak ${label}: pending timers added ${over}`,
        end.timers - start.timers,
        '',
        '<=',
        0,
        `${start.timers} → ${end.timers}`,
      ),
    )
  }
  writeBenchRows('soak', rows)
} finally {
  await chain.stop()
  await preview.stop()
}
