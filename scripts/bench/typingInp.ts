// Interaction to next paint while typing an amount on a connected swap page with a pair and its price chart, the
// CPU throttled 4× (Chromium's Emulation.setCPUThrottlingRate, as a phone's): each run loads the page, waits until
// its chart has drawn, then types an amount a key at a time at a person's pace and waits for the quote. The run's
// INP is its slowest interaction (Event Timing entries grouped by interaction; a few interactions have no 98th
// percentile but their worst), from the key's press to the frame that showed it.
import { printProfile, traceMainThread } from '../lib/mainThreadProfile'
import { type BenchChain, openBenchPage } from './chainSetup'
import { median, type Preview } from './server'

export const CPU_SLOWDOWN = 4
const AMOUNT = '12.5'
/** Between two keys: a quick typist's pace. */
const KEY_DELAY_MS = 120

export interface TypingRun {
  inpMs: number
  /** From the last key to the quote's being shown. */
  quoteMs: number
}

interface EventEntry {
  interactionId: number
  duration: number
  name: string
}

/**
 * `profile`: the build's directory, to type once more first, recorded (a trace of the main thread with V8's samples),
 * and print where that typing's time went (scripts/lib/mainThreadProfile.ts). Recording slows the page: that run's
 * figures are printed, not counted.
 */
export async function typingInp(
  chain: BenchChain,
  preview: Preview,
  runs: number,
  profile?: { outDir: string },
): Promise<TypingRun[]> {
  const busd = chain.deployment.tokens.BUSD
  const results: TypingRun[] = []
  for (let run = profile ? 0 : 1; run <= runs; run++) {
    const bench = await openBenchPage(chain, preview)
    try {
      const { page } = bench
      await page.addInitScript(() => {
        const entries: EventEntry[] = []
        Object.assign(window, { __events: entries })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & EventEntry)[])
            entries.push({ interactionId: entry.interactionId, duration: entry.duration, name: entry.name })
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
      })
      await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${busd}`)
      await page.getByTestId('web3-status-connected').waitFor({ timeout: 30_000 })
      await page.locator('[data-testid="price-chart"][data-points]:not([data-points="0"])').waitFor({ timeout: 30_000 })
      const input = page.getByTestId('swap-input').getByTestId('amount-input')
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await input.focus()
      await page.evaluate(() => ((window as unknown as { __events: EventEntry[] }).__events.length = 0))
      const stopTrace = profile && run === 0 ? await traceMainThread(chain.browser, page) : undefined
      // Starting a trace holds the page for a moment: the typing starts after it.
      if (stopTrace) await page.waitForTimeout(1_000)
      for (const key of AMOUNT) {
        await page.keyboard.type(key)
        await page.waitForTimeout(KEY_DELAY_MS)
      }
      const typed = Date.now()
      await page.waitForFunction(
        (selector) => (document.querySelector(selector) as HTMLInputElement)?.value !== '',
        '[data-testid="swap-output"] [data-testid="amount-input"]',
        { timeout: 30_000 },
      )
      const quoteMs = Math.max(0, Date.now() - typed)
      if (stopTrace && profile)
        printProfile(await stopTrace(), { outDir: profile.outDir, top: 12, origin: new URL(page.url()).origin })
      const entries = await page.evaluate(() => (window as unknown as { __events: EventEntry[] }).__events)
      const byInteraction = new Map<number, number>()
      for (const entry of entries)
        if (entry.interactionId > 0)
          byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration))
      const inpMs = Math.max(0, ...byInteraction.values())
      console.log(
        `typing run ${run}/${runs}: INP ${inpMs} ms over ${byInteraction.size} interactions, quote ${quoteMs} ms after the last key`,
      )
      if (run > 0) results.push({ inpMs, quoteMs })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    } finally {
      await bench.close()
    }
  }
  return results
}

export const medianInp = (runs: readonly TypingRun[]) => median(runs.map((run) => run.inpMs))
