// Visual regression: every route of the table at a phone, a tablet, a laptop and a wide screen, in both themes, with a
// connected account (the fullest header), compared with the screenshots stored under test/e2e/__screenshots__. A
// layout that breaks fails here with the expected, actual and diff images in test-results/. Updating the stored
// images is a deliberate command: `npm run test:visual:update` (README).
//
// What moves is held still: the page's clock, time zone and locale are fixed (the unlock schedule's and a proposal's
// end dates are estimated from the clock), the demo chain mines no block during a walk (countdowns and amounts stay),
// the block number, the activity page's block times and the charts' drawings are masked, and each screenshot waits
// until the page has settled (support/settling.ts: no request in flight, nothing changed since the last answer).
import { type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { APP_ROUTES } from './support/routes'
import { type SettlingWatch, watchSettling } from './support/settling'

/** A phone, a tablet, a laptop and a wide screen (issue 28). */
const WIDTHS = [360, 768, 1280, 1920] as const
const THEMES = ['light', 'dark'] as const
const VIEWPORT_HEIGHT = 800
/** Any fixed moment: the dates the pages estimate are relative to it. */
const FIXED_NOW = new Date('2026-12-01T12:00:00Z')
const PAGE_READY_MS = 30_000

/** The activity page's days and times come from the chain's block times, which the demo seed sets as it runs. */
const CHAIN_TIMES = '[data-testid^="activity-day-"] h2, [data-testid^="activity-tx-"] time'
/** A chart's drawing: its time axis reads the seed's block times. */
const CHART_DRAWINGS = ['pool-chart', 'price-chart', 'token-page-chart']
  .map((chart) => `[data-testid="${chart}"] figure`)
  .join(', ')

/**
 * Block times vary in width with the seed's clock ('9:11 PM', '12:45 AM'; a day's title as long as 'Wednesday,
 * December 2, 2026' wraps at 360 px): written as one fixed text before the page's height is measured and again
 * before the shot (showWholePage), so that the page is as tall and its summaries wrap the same way in every run (and
 * masked all the same). Written after the height was measured, a title that wrapped left the window a line taller on
 * the day the images were stored than on the next.
 */
async function fixChainTimes(page: Page): Promise<void> {
  await page
    .locator(CHAIN_TIMES)
    .evaluateAll((nodes) =>
      nodes.forEach((node) => (node.textContent = node.tagName === 'TIME' ? '12:00 PM' : 'Monday, June 1, 2026')),
    )
}

/**
 * Makes the window as tall as the page and waits until it has settled: a full-page screenshot of a shorter window
 * would paint the fixed bottom bar and block number over the middle of the page, hiding what lies under them. Rows
 * that load more once on screen (a farm's fee APR) load now, so the page is awaited again after the change of height.
 * One change only: the page is at least as tall as the window (min-height: 100vh) plus the room kept for the bottom
 * bar, so asking again would grow it forever. The chain's times are fixed before the height is read (fixChainTimes).
 */
async function showWholePage(page: Page, settling: SettlingWatch, width: number): Promise<void> {
  await settling.settled()
  await fixChainTimes(page)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  if (height <= VIEWPORT_HEIGHT) return
  await page.setViewportSize({ width, height })
  settling.restart()
  await settling.settled()
  await fixChainTimes(page)
}

test.use({ timezoneId: 'UTC', locale: 'en-US' })

// One test a route, theme and width: a walk of routes in one test held a worker for a minute at phone size.
for (const theme of THEMES) {
  for (const width of WIDTHS) {
    for (const route of APP_ROUTES) {
      test(`visual at ${width} px, ${theme} theme: ${route.name}`, async ({ page, wallet }) => {
        wallet.authorize()
        await page.clock.setFixedTime(FIXED_NOW)
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
        const settling = watchSettling(page)
        await page.goto(`/#${route.path}`)
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({
          timeout: PAGE_READY_MS,
        })
        await expect(page.getByTestId('web3-status-connected')).toBeVisible()
        if (route.settled) await expect(page.getByTestId(route.settled)).toBeVisible()
        // A read still under way shows a line of its own (the activity's progress): the page's height waits for it.
        if (route.busy) await expect(page.locator(route.busy)).toHaveCount(0, { timeout: PAGE_READY_MS })
        await expect(page.getByTestId('block-number')).toBeVisible()
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        await showWholePage(page, settling, width)
        settling.stop()
        await expect(page).toHaveScreenshot(`${route.name}-${width}-${theme}.png`, {
          fullPage: true,
          mask: [page.getByTestId('block-number'), page.locator(CHAIN_TIMES), page.locator(CHART_DRAWINGS)],
        })
      })
    }
  }
}
