// The pool page's JavaScript heap after 10 and after 1,000 blocks (issue 16: within 5 MB), after a forced garbage
// collection each time (CDP). Blocks are mined STEP at a time and the app shown each step before the next, so it
// follows the chain through 1,000 blocks in 1000 / STEP updates rather than one jump.
import { type BenchChain, openBenchPage, waitForShownBlock } from './chainSetup'
import { type Preview } from './server'

const STEP = Number(process.env.BENCH_MEMORY_STEP) || 10

export interface MemoryFigure {
  after10Mb: number
  after1000Mb: number
  updates: number
}

export async function heapGrowth(chain: BenchChain, preview: Preview, storage: Record<string, string>) {
  const bench = await openBenchPage(chain, preview, storage)
  try {
    await bench.page.goto('/#/pool')
    await bench.page.getByTestId('web3-status-connected').waitFor({ timeout: 30_000 })
    const cdp = await bench.page.context().newCDPSession(bench.page)
    const heapMb = async () => {
      // Twice: objects freed by the first collection's finalisers go in the second.
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize / 2 ** 20
    }
    const start = await chain.blockNumber()
    let updates = 0
    const followTo = async (blocks: number) => {
      while ((await chain.blockNumber()) - start < blocks) {
        await chain.mine(Math.min(STEP, blocks - ((await chain.blockNumber()) - start)))
        await waitForShownBlock(bench, await chain.blockNumber())
        updates++
      }
    }
    await followTo(10)
    const after10Mb = await heapMb()
    console.log(`memory /pool: heap ${after10Mb.toFixed(2)} MB after 10 blocks`)
    await followTo(1_000)
    const after1000Mb = await heapMb()
    console.log(`memory /pool: heap ${after1000Mb.toFixed(2)} MB after 1,000 blocks (${updates} updates seen)`)
    return { after10Mb, after1000Mb, updates } satisfies MemoryFigure
  } finally {
    await bench.close()
  }
}
