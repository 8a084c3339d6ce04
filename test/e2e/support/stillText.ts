// A page counts as settled when its visible text has stopped changing: reads arrive once per block poll, about a
// second apart, so text unchanged for longer than that is what the page will show until the next block. The text is
// watched from the moment a test starts watching, so a wait for stillness counts from the text's last change, not
// from the moment the test begins to wait (axe runs while the page loads: the page may have been still for a while).
import { expect, type Page } from '@playwright/test'

const PAGE_READY_MS = 30_000
const SAMPLE_EVERY_MS = 250

export interface TextWatch {
  /** Resolves once the text has not changed for `stillForMs` at a sample; fails after 30 s of changes. */
  still(stillForMs: number): Promise<void>
  /** Counts stillness from now: after the test changed what the page may show (its size, its text). */
  restart(): void
  /** Stops sampling (the page's close stops it too). */
  stop(): void
}

/** Samples the page's visible text every 250 ms until stopped or closed. */
export function watchText(page: Page): TextWatch {
  let last: string | undefined
  let changedAt = Date.now()
  let stillAtLastSample = 0
  let stopped = false
  const sample = async () => {
    while (!stopped && !page.isClosed()) {
      const sampledAt = Date.now()
      const text = await page.evaluate(() => document.body.innerText).catch(() => undefined)
      // A page between documents has no text to read: that is a change too.
      if (text === undefined || text !== last) {
        last = text
        changedAt = sampledAt
      }
      stillAtLastSample = sampledAt - changedAt
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))
    }
  }
  void sample()
  return {
    async still(stillForMs) {
      await expect
        .poll(() => stillAtLastSample >= stillForMs, { timeout: PAGE_READY_MS, intervals: [SAMPLE_EVERY_MS / 2] })
        .toBe(true)
    },
    restart() {
      changedAt = Date.now()
      stillAtLastSample = 0
    },
    stop() {
      stopped = true
    },
  }
}
