// axe-core on every route while it loads, not only once it has settled (issue 28): at four moments after the page's
// heading appears (at once, half a second, a second and a half, and once it has settled), in both themes at a
// phone, a tablet, a laptop and a wide screen, with motion as the system allows it (a fade half-way through is a
// look too). No serious or critical violation at any of them. a11y.test.ts checks the settled pages' dialogs and
// figures in more states.
import { blockingViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { APP_ROUTES } from './support/routes'
import { watchSettling } from './support/settling'

const WIDTHS = [360, 768, 1280, 1920] as const
const THEMES = ['light', 'dark'] as const
/** After the heading appears: at once, then these many milliseconds later; the last moment is the settled page. */
const MOMENTS_MS = [0, 500, 1_500] as const
const PAGE_READY_MS = 30_000

// One test a route, theme and width: each loads the route afresh, so that every width sees the page while it loads
// (a walk of four widths in one page loaded it once: the later widths saw it settled), and no test holds a walk.
for (const route of APP_ROUTES) {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      test(`axe while ${route.name} (${route.path}) loads, ${theme} theme, ${width} px`, async ({ page, wallet }) => {
        wallet.authorize()
        await page.emulateMedia({ colorScheme: theme })
        await page.setViewportSize({ width, height: 800 })
        const settling = watchSettling(page)
        await page.goto(`/#${route.path}`)
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({
          timeout: PAGE_READY_MS,
        })
        const shownAt = Date.now()
        const found: string[] = []
        for (const moment of MOMENTS_MS) {
          await page.waitForTimeout(Math.max(0, shownAt + moment - Date.now()))
          found.push(...(await blockingViolations(page, `${route.name} at ${width} px, ${theme}, +${moment} ms`)))
        }
        await settling.settled()
        settling.stop()
        found.push(...(await blockingViolations(page, `${route.name} at ${width} px, ${theme}, settled`)))
        expect(found, `serious or critical axe violations while ${route.name} loads`).toEqual([])
      })
    }
  }
}
