// A page counts as settled when its visible text has stopped changing: reads arrive once per block poll, about a
// second apart, so text unchanged for longer than that is what the page will show until the next block.
import { expect, type Page } from '@playwright/test'

const PAGE_READY_MS = 30_000

/** Resolves once the page's visible text has not changed for `stillForMs`; fails after 30 s of changes. */
export async function waitUntilTextStill(page: Page, stillForMs: number): Promise<void> {
  let last = ''
  let stillSince = Date.now()
  await expect
    .poll(
      async () => {
        const text = await page.evaluate(() => document.body.innerText)
        if (text !== last) {
          last = text
          stillSince = Date.now()
        }
        return Date.now() - stillSince >= stillForMs
      },
      { timeout: PAGE_READY_MS, intervals: [250] },
    )
    .toBe(true)
}
