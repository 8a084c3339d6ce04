// How the page follows a transaction: the end-to-end seam (src/state/transactions/testSeam.tsx) that records one the
// test sent from the page's account, as the app records its own, and the page's checks of a pending one.
import { type Page } from '@playwright/test'

type Seam = { __venom?: { addTransaction(hash: string, summary?: string): Promise<void> } }

/** Records `hash`, sent by the test from the connected account, as the page records a transaction it sent. */
export async function trackInPage(page: Page, hash: string, summary: string): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as Seam).__venom))
  await page.evaluate(([h, s]) => (window as unknown as Seam).__venom!.addTransaction(h, s), [hash, summary])
}

/**
 * The times at which the page asks the node for this transaction (eth_getTransactionByHash), from now on: each is a
 * check of it while pending. A check starts only once the one before it has been applied.
 */
export function lookupsOf(page: Page, hash: string): number[] {
  const times: number[] = []
  page.on('requestfinished', (request) => {
    const body = request.postData() ?? ''
    if (body.includes('eth_getTransactionByHash') && body.includes(hash)) times.push(Date.now())
  })
  return times
}
