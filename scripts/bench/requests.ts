// HTTP requests to the node per block, in steady state with the wallet connected (issue 16: ≤ 1.5): the app's own
// and those it routes through the wallet, counted while the chain mines one block every BLOCK_MS.
import { type BenchChain, type BenchPage, openBenchPage, waitForShownBlock } from './chainSetup'
import { type Preview } from './server'

/** The local chain's block time (src/config/chains.ts: LOCAL.blockTime = 2 s). */
export const BLOCK_MS = 2_000
export const MEASURED_BLOCKS = Number(process.env.BENCH_BLOCKS) || 20
const WARM_UP_BLOCKS = 3

export interface RequestFigure {
  path: string
  perBlock: number
  detail: string
}

export async function requestsPerBlock(
  chain: BenchChain,
  preview: Preview,
  path: string,
  ready: (bench: BenchPage) => Promise<void>,
  storage?: Record<string, string>,
): Promise<RequestFigure> {
  const bench = await openBenchPage(chain, preview, storage)
  try {
    await bench.page.goto(`/#${path}`)
    await bench.page.getByTestId('web3-status-connected').waitFor({ timeout: 30_000 })
    await ready(bench)
    // Warm-up: lazy chunks, lists and first reads settle while a few blocks pass.
    for (let i = 0; i < WARM_UP_BLOCKS; i++) await mineAndWait(chain, BLOCK_MS)
    await waitForShownBlock(bench, await chain.blockNumber())
    const before = bench.counts()
    const firstBlock = await chain.blockNumber()
    for (let i = 0; i < MEASURED_BLOCKS; i++) await mineAndWait(chain, BLOCK_MS)
    const after = bench.counts()
    const blocks = (await chain.blockNumber()) - firstBlock
    // The app followed the chain: it shows the last block (within one poll of it).
    await waitForShownBlock(bench, firstBlock + blocks, 5_000)
    const app = after.app - before.app
    const wallet = after.wallet - before.wallet
    const perBlock = (app + wallet) / blocks
    const shapes = Object.entries(after.appBatches)
      .map(([shape, n]) => `${shape} ×${n - (before.appBatches[shape] ?? 0)}`)
      .filter((entry) => !entry.endsWith('×0'))
    const methods = Object.entries(after.walletMethods)
      .map(([method, n]) => `${method} ${n - (before.walletMethods[method] ?? 0)}`)
      .filter((entry) => !entry.endsWith(' 0'))
    const detail =
      `${app} app + ${wallet} wallet requests over ${blocks} blocks (app: ${shapes.join(', ')}` +
      `${methods.length ? `; wallet: ${methods.join(', ')}` : ''})`
    console.log(`requests ${path}: ${perBlock.toFixed(2)} per block — ${detail}`)
    return { path, perBlock, detail }
  } finally {
    await bench.close()
  }
}

/** Mines one block, then waits out the rest of the block time: a chain with steady blocks. */
async function mineAndWait(chain: BenchChain, blockMs: number): Promise<void> {
  const start = Date.now()
  await chain.mine(1)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, blockMs - (Date.now() - start))))
}
