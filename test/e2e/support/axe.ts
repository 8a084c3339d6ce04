// axe-core in the end-to-end tests: the looks every screen is checked in (two themes at desktop and phone size),
// and a check that fails on any serious or critical violation and prints the count of every impact.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import axe, { type AxeResults } from 'axe-core'

export const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

export const THEMES = ['light', 'dark'] as const

export interface Look {
  size: keyof typeof SIZES
  theme: (typeof THEMES)[number]
}

export const LOOKS: readonly Look[] = THEMES.flatMap((theme) =>
  (Object.keys(SIZES) as Look['size'][]).map((size) => ({ size, theme })),
)

const BLOCKING = new Set(['serious', 'critical'])

/**
 * Shows the page in a look: the window's size and the system colour scheme (the app follows the system while the
 * user has made no choice), then waits until the app has applied that theme.
 */
export async function applyLook(page: Page, look: Look): Promise<void> {
  await page.setViewportSize(SIZES[look.size])
  // Reduced motion too: axe must see settled colours, not a fade or the block number's blink half-way through.
  await page.emulateMedia({ colorScheme: look.theme, reducedMotion: 'reduce' })
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(look.theme)
}

/**
 * axe-core's results for the page (or inside `include` only). A page without frames gets axe injected once, then
 * `axe.run` in place: AxeBuilder injects the source twice a run and finishes every run in a new blank page, three
 * times the work (1.5 s against 0.4 s a run on this machine). A page with frames goes through AxeBuilder, which
 * runs axe in each of them.
 */
async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page })
    if (include) builder = builder.include(include)
    return builder.analyze()
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, {
        // Every violation in full; the other kinds of result only as examples, which nothing here reads.
        resultTypes: ['violations'],
      }),
    include,
  )
}

/** Runs axe on the page (or inside `include` only); returns its serious and critical violations, rule and nodes. */
export async function blockingViolations(page: Page, label: string, include?: string): Promise<string[]> {
  const { violations } = await axeResults(page, include)
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const violation of violations) counts[violation.impact ?? 'minor'] += violation.nodes.length
  // The figures of every impact, for the report (A11Y_REPORT=1 prints them too).
  test.info().annotations.push({ type: 'axe', description: `${label}: ${JSON.stringify(counts)}` })
  if (process.env.A11Y_REPORT) {
    const rules = violations.map((violation) => `${violation.id}:${violation.impact ?? ''}:${violation.nodes.length}`)
    console.log(`axe ${label} ${JSON.stringify(counts)} ${rules.join(' ')}`)
  }
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${label}: ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    )
}

/**
 * Checks the page in every look and fails once, listing what every look reported. `ready` runs after each change of
 * look, before axe (wait there for what the screen must show).
 */
export async function expectAccessibleInEveryLook(
  page: Page,
  label: string,
  ready: () => Promise<void>,
  include?: string,
): Promise<void> {
  const found: string[] = []
  for (const look of LOOKS) {
    await applyLook(page, look)
    await ready()
    found.push(...(await blockingViolations(page, `${label} (${look.theme}, ${look.size})`, include)))
  }
  expect(found, `serious or critical axe violations on ${label}`).toEqual([])
}
