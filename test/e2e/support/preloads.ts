// What the build lists for the app to preload (scripts/lib/preloadListPlugin.ts), and what a built script file
// holds, read from the end-to-end build's own files: a test can then tell the code a request carried.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { E2E_OUT_DIR } from '../../../scripts/lib/e2eOutDir'

/** The paths (`assets/…`) the page's index.html lists under a preload <meta>. */
export function listedPreloads(page: Page, meta: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ').filter(Boolean),
    meta,
  )
}

/** Whether the page holds a finished download of each of `files` (fetched, by a preload or an import). */
export function fetchedAll(page: Page, files: string[]): Promise<boolean> {
  return page.evaluate((paths) => {
    const done = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname)
    return paths.every((path) => done.some((fetched) => fetched.endsWith(`/${path}`)))
  }, files)
}

/** The fetched URL paths (`/assets/x.js`) that are among `files` (`assets/x.js`, as a preload list names them). */
export function amongFiles(fetched: readonly string[], files: readonly string[]): string[] {
  return fetched.filter((path) => files.some((file) => path.endsWith(`/${file}`)))
}

/** The source files bundled into a built script, by its URL path (`/assets/x.js`), from its source map. */
export function bundledSources(urlPath: string): string[] {
  const file = join(E2E_OUT_DIR, 'assets', urlPath.split('/').pop()!)
  return (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
}
