// A long session on one page (issue 27, item 7): the app follows SOAK_BLOCKS blocks of a fast chain with the wallet
// connected, and what it holds is compared at the start and the end: the JavaScript heap after garbage collection,
// the node requests per block, the event listeners (Chromium's count) and the timers still pending (counted by a
// script the page runs first).
import { type BenchChain, openBenchPage, waitForShownBlock } from './chainSetup'
import { type Preview } from './server'

export const SOAK_BLOCKS = Number(process.env.BENCH_SOAK_BLOCKS) || 20_000
/** Blocks mined at once: the app sees the chain at each poll, so this is how far each poll moves it. */
const STEP = Number(process.env.BENCH_SOAK_STEP) || 20
/** Blocks at the start and the end over which the request rate is counted. */
const WINDOW = Math.max(STEP, Math.floor(SOAK_BLOCKS / 10))
const WARM_UP_BLOCKS = 200

export interface SoakSample {
  heapMb: number
  listeners: number
  timers: number
  /** Node requests (the app's and those it routes through the wallet) per block over the window. */
  requestsPerBlock: number
}

export interface SoakFigure {
  start: SoakSample
  end: SoakSample
  blocks: number
}

/**
 * Runs in the page before the app: counts the timeouts and intervals set and not yet run or cleared. Given as text:
 * the transpiler adds helpers to a function's source that the page does not have.
 */
const COUNT_PENDING_TIMERS = `(() => {
  const pending = new Set()
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window
  window.setTimeout = (handler, ms, ...args) => {
    const id = set((...values) => {
      pending.delete(id)
      if (typeof handler === 'function') handler(...values)
    }, ms, ...args)
    pending.add(id)
    return id
  }
  window.clearTimeout = (id) => {
    pending.delete(id)
    clear(id)
  }
  window.setInterval = (handler, ms, ...args) => {
    const id = every(handler, ms, ...args)
    pending.add(id)
    return id
  }
  window.clearInterval = (id) => {
    pending.delete(id)
    stop(id)
  }
  window.__pendingTimers = () => pending.size
})()`

export async function soakPage(
  chain: BenchChain,
  preview: Preview,
  path: string,
  ready: string,
  storage: Record<string, string> = {},
): Promise<SoakFigure> {
  const bench = await openBenchPage(chain, preview, storage)
  try {
    const { page } = bench
    await page.addInitScript(COUNT_PENDING_TIMERS)
    await page.goto(`/#${path}`)
    await page.getByTestId('web3-status-connected').waitFor({ timeout: 30_000 })
    await page.locator(ready).first().waitFor({ timeout: 30_000 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')

    const start = await chain.blockNumber()
    const follow = async (blocks: number) => {
      const target = start + blocks
      for (let head = await chain.blockNumber(); head < target; head = await chain.blockNumber()) {
        await chain.mine(Math.min(STEP, target - head))
        await waitForShownBlock(bench, await chain.blockNumber())
      }
    }
    /** Follows `WINDOW` more blocks, counting the requests they cost. */
    const requestRate = async (toBlocks: number) => {
      const before = bench.counts()
      const from = await chain.blockNumber()
      await follow(toBlocks)
      const after = bench.counts()
      const blocks = (await chain.blockNumber()) - from
      return (after.app - before.app + after.wallet - before.wallet) / blocks
    }
    const sample = async (requestsPerBlock: number): Promise<SoakSample> => {
      // Twice: objects freed by the first collection's finalisers go in the second.
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      const { metrics } = await cdp.send('Performance.getMetrics')
      const listeners = metrics.find((metric) => metric.name === 'JSEventListeners')?.value ?? NaN
      const timers = await page.evaluate(() => (window as unknown as { __pendingTimers(): number }).__pendingTimers())
      return { heapMb: usedSize / 2 ** 20, listeners, timers, requestsPerBlock }
    }

    await follow(WARM_UP_BLOCKS)
    const first = await sample(await requestRate(WARM_UP_BLOCKS + WINDOW))
    console.log(`soak ${path}: start ${JSON.stringify(first)}`)
    for (let mark = WARM_UP_BLOCKS + WINDOW + 1_000; mark < SOAK_BLOCKS - WINDOW; mark += 1_000) {
      await follow(mark)
      console.log(`soak ${path}: ${mark} blocks`)
    }
    await follow(SOAK_BLOCKS - WINDOW)
    const endRate = await requestRate(SOAK_BLOCKS)
    const last = await sample(endRate)
    console.log(`soak ${path}: end ${JSON.stringify(last)}`)
    return { start: first, end: last, blocks: (await chain.blockNumber()) - start }
  } finally {
    await bench.close()
  }
}
