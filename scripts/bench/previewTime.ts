// How long a confirm dialog takes to show its transaction's preview (issue 41: ≤ 300 ms on the local chain): on a
// connected swap page with FRA/BUSD and an amount typed, from the click on Swap to the simulated changes on screen,
// measured in the page (a capture listener for the click, a MutationObserver for the preview). The dialog is opened
// several times in one visit, each time for another amount (a transaction not simulated before): the first opening
// also loads the dialog's chunk, and is reported apart. The reference, in the same openings: the click to the dialog
// in the page (what the page costs before the node answers anything).
import { type BenchChain, openBenchPage } from './chainSetup'
import { type Preview } from './server'

const SHOWN = '[data-testid="simulated-changes"]:not([aria-busy])'

export interface Opening {
  /** Click to the simulated changes on screen. */
  shownMs: number
  /** Click to the dialog in the page (the reference). */
  dialogMs: number
}

export interface PreviewTiming {
  first: Opening
  /** The openings after the first, in order. */
  later: Opening[]
}

export async function previewTime(chain: BenchChain, preview: Preview, openings: number): Promise<PreviewTiming> {
  const bench = await openBenchPage(chain, preview)
  try {
    const { page } = bench
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
    await page.getByTestId('web3-status-connected').waitFor({ timeout: 30_000 })
    const times: Opening[] = []
    for (let opening = 0; opening < openings; opening++) {
      await page
        .getByTestId('swap-input')
        .getByTestId('amount-input')
        .fill((1.5 + opening / 10).toFixed(1))
      await page.locator('[data-testid="swap-button"]:not([disabled])').waitFor({ timeout: 30_000 })
      await page.evaluate((shown) => {
        const marks = { clickAt: 0, dialogAt: 0, shownAt: 0 }
        Object.assign(window, { __previewMarks: marks })
        document.addEventListener('click', () => (marks.clickAt = performance.now()), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          // Both marks at the mutation that puts them in the page, so the two are measured alike.
          if (!marks.dialogAt && document.querySelector('[role="dialog"]')) marks.dialogAt = performance.now()
          if (!document.querySelector(shown)) return
          marks.shownAt = performance.now()
          observer.disconnect()
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true })
      }, SHOWN)
      await page.getByTestId('swap-button').click()
      await page.locator(SHOWN).waitFor({ timeout: 30_000 })
      await page.waitForFunction(
        () => (window as unknown as { __previewMarks: { dialogAt: number } }).__previewMarks.dialogAt,
      )
      const timing = await page.evaluate(() => {
        const marks = (window as unknown as { __previewMarks: { clickAt: number; dialogAt: number; shownAt: number } })
          .__previewMarks
        return {
          shownMs: Math.round(marks.shownAt - marks.clickAt),
          dialogMs: Math.round(marks.dialogAt - marks.clickAt),
        }
      })
      console.log(
        `preview, opening ${opening + 1}/${openings}: ${timing.shownMs} ms (dialog in the page at ${timing.dialogMs} ms)`,
      )
      times.push(timing)
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
    return { first: times[0], later: times.slice(1) }
  } finally {
    await bench.close()
  }
}
