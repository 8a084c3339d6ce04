// What a real browser fetches while a page of a production build loads: Debian's Chromium (CHROMIUM_PATH) opens
// the URL without a wallet, and every file it requests from the build's server until the network has been idle is
// listed with its body's gzipped size (as a server compressing with gzip would send it; twice if fetched twice). Used by scripts/size.ts.
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

export interface FetchedFile {
  /** Path inside the build, e.g. assets/vendor-abc.js. */
  file: string
  gzipBytes: number
}

/**
 * Loads `url` (a served build), waits for `readySelector` and an idle network, and returns the build files it fetched. Requests leaving the server (RPC
 * nodes, token lists) are refused so the load ends the same way on every machine, online or not: the app then
 * shows the swap card without chain data, as it does for a visitor whose node is slow.
 */
export async function fetchedOnLoad(url: string, readySelector: string): Promise<FetchedFile[]> {
  const origin = new URL(url).origin
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage()
    const sizes = new Map<string, number>()
    await page.route('**/*', async (route) => {
      const requested = new URL(route.request().url())
      if (requested.origin !== origin) return route.abort()
      // What the server sent, gzipped: a path the build lacks (a claims file) gets the app's index.html back.
      const response = await route.fetch()
      const body = await response.body()
      const file = decodeURIComponent(requested.pathname).replace(/^\//, '') || 'index.html'
      sizes.set(file, (sizes.get(file) ?? 0) + gzipSync(body).length)
      return route.fulfill({ response, body })
    })
    await page.goto(url, { waitUntil: 'load' })
    // Idle network alone can come before the bundle has even run (a busy CPU): first the page must have rendered,
    // then the lazy chunks its first render asks for (updaters, header extras) must have stopped arriving.
    await page.waitForSelector(readySelector, { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    return [...sizes].sort().map(([file, gzipBytes]) => ({ file, gzipBytes }))
  } finally {
    await browser.close()
  }
}
