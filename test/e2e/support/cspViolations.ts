// Content-Security-Policy violations the page reports, recorded from before its first script runs.
import { type Page } from '@playwright/test'

type Recorder = Window & { cspViolations?: string[] }

/** Call before the page loads; `cspViolations(page)` then reads what was blocked, as 'directive URL'. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Recorder).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Recorder).cspViolations ?? [])
}
