// The prerendered landing page (issue 26): the built index.html carries the swap card as HTML; a visit that renders
// exactly that page hydrates it (the same nodes, no hydration error, no layout shift) and then works as the app;
// any other visit (route, query, language, theme) never shows the prerendered page, not even before the scripts run.
import { type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

const ENTRY_SCRIPTS = /\/assets\/(?!landing-guard)[^/]+\.js$/

/** The page as the HTML alone shows it: every script but the guard held back. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route(ENTRY_SCRIPTS, (route) => route.abort())
}

const rootVisibility = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)

/** Console errors, hydration mismatches among them (React logs those as errors; main.tsx logs recoverable ones). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('the built page is the swap card as HTML, shown before any app script runs', async ({ page }) => {
  await withoutAppScripts(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await expect(page.getByTestId('swap-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.dataset.landing)).toBe('hydrate')
  expect(await rootVisibility(page)).toBe('visible')
})

test('a plain visit hydrates the prerendered page: same nodes, no error, no layout shift, then the app works', async ({
  page,
  wallet,
}) => {
  const errors = collectErrors(page)
  await page.addInitScript(() => {
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
    document.addEventListener('DOMContentLoaded', () => {
      const marks = window as unknown as { __prerendered: Element | null; __shifts: number[] }
      marks.__prerendered = document.querySelector('[data-testid="swap-input"]')
      marks.__shifts = shifts
    })
  })
  wallet.authorize()
  await page.goto('/')
  await expect(page).toHaveURL(/#\/swap$/)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  // The node the HTML brought is the node React drives: hydrated, not replaced.
  expect(
    await page.evaluate(() => {
      const marks = window as unknown as { __prerendered: Element | null }
      return (
        marks.__prerendered !== null && marks.__prerendered === document.querySelector('[data-testid="swap-input"]')
      )
    }),
  ).toBe(true)
  // And it works: a token chosen and an amount typed give a quote.
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await page.getByTestId('token-search').fill('BUSD')
  await page.getByRole('dialog').getByText('BUSD', { exact: true }).first().click()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-output').getByTestId('amount-input')).not.toHaveValue('')
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  )
  expect(shift).toBeLessThanOrEqual(0.02)
  expect(errors).toEqual([])
})

const OTHER_VISITS: { name: string; url: string; setup?: (page: Page) => Promise<unknown>; heading: string }[] = [
  { name: 'another route', url: '/#/pool', heading: 'Your liquidity' },
  { name: 'a prefilled swap', url: '/#/swap?exactAmount=1', heading: 'Swap' },
  { name: 'a language in the URL', url: '/?lng=de', heading: 'Tauschen' },
  { name: 'the dark theme in the URL', url: '/#/swap?theme=dark', heading: 'Swap' },
  {
    name: 'a stored language',
    url: '/',
    setup: (page) => page.addInitScript(() => localStorage.setItem('venom_language', 'es')),
    heading: 'Intercambiar',
  },
  {
    name: 'a stored dark theme',
    url: '/',
    setup: (page) => page.addInitScript(() => localStorage.setItem('venom_user', '{"userDarkMode":true}')),
    heading: 'Swap',
  },
  {
    name: "the system's dark theme",
    url: '/',
    setup: (page) => page.emulateMedia({ colorScheme: 'dark' }),
    heading: 'Swap',
  },
]

for (const visit of OTHER_VISITS) {
  test(`${visit.name}: the prerendered page stays hidden, and the app renders the visit's own page`, async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await visit.setup?.(page)
    await withoutAppScripts(page)
    await page.goto(visit.url)
    expect(await page.evaluate(() => document.documentElement.dataset.landing)).toBe('render')
    expect(await rootVisibility(page)).toBe('hidden')

    // The same URL again, with its scripts: a reload (a second goto to a URL that differs only in its hash would not load).
    await page.unrouteAll()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible()
    expect(await rootVisibility(page)).toBe('visible')
    expect(await page.evaluate(() => document.documentElement.dataset.landing)).toBeUndefined()
    expect(errors).toEqual([])
  })
}
