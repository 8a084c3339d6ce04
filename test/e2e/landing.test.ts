// The prerendered landing page (issue 26): the built index.html carries the swap card as HTML; a visit that renders
// exactly that page hydrates it (the same nodes, no hydration error, nothing moves) and then works as the app;
// any other visit (route, query, language, theme) never shows the prerendered page, not even before the scripts run.
import { type Page } from '@playwright/test'

import { PRERENDERED_ROOT_DISABLED } from '../../src/prerender/markers'
import { searchTokens } from './support/currencyDialog'
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

/** How long after the takeover the page's own start-up (its first effects and what they dispatch) may still move things. */
const SETTLE_MS = 1_000

/**
 * Records the prerendered swap input's node, the layout shifts, and the window in which the app takes the page over
 * and starts: from two frames after the HTML is parsed (a slow machine may paint a half-parsed page, whose completion
 * is a shift of the browser's, not the app's) to SETTLE_MS after #root loses its PRERENDERED_ROOT_DISABLED attribute.
 */
async function recordTakeover(page: Page): Promise<void> {
  await page.addInitScript(
    ({ disabledAttribute, settleMs }) => {
      const marks = window as unknown as {
        __prerendered: Element | null
        __shifts: { at: number; value: number }[]
        __parsedAt: number | undefined
        __settledAt: number | undefined
      }
      marks.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          marks.__shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value })
      }).observe({ type: 'layout-shift', buffered: true })
      const afterTwoFrames = (then: (at: number) => void) =>
        requestAnimationFrame(() => requestAnimationFrame(() => then(performance.now())))
      document.addEventListener('DOMContentLoaded', () => {
        afterTwoFrames((at) => (marks.__parsedAt = at))
        marks.__prerendered = document.querySelector('[data-testid="swap-input"]')
        const root = document.getElementById('root')!
        new MutationObserver((_, observer) => {
          if (root.hasAttribute(disabledAttribute)) return
          observer.disconnect()
          setTimeout(() => afterTwoFrames((at) => (marks.__settledAt = at)), settleMs)
        }).observe(root, { attributes: true, attributeFilter: [disabledAttribute] })
      })
    },
    { disabledAttribute: PRERENDERED_ROOT_DISABLED, settleMs: SETTLE_MS },
  )
}

/** Whether the swap input React drives is the node the HTML brought: hydrated, not replaced. */
const keepsPrerenderedNode = (page: Page) =>
  page.evaluate(() => {
    const marks = window as unknown as { __prerendered: Element | null }
    return marks.__prerendered !== null && marks.__prerendered === document.querySelector('[data-testid="swap-input"]')
  })

/** The layout shift of the takeover and start-up (see recordTakeover), once that window has passed. */
async function takeoverShift(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __settledAt?: number }).__settledAt !== undefined)
  return page.evaluate(() => {
    const marks = window as unknown as {
      __shifts: { at: number; value: number }[]
      __parsedAt: number
      __settledAt: number
    }
    return marks.__shifts
      .filter(({ at }) => at > marks.__parsedAt && at <= marks.__settledAt)
      .reduce((sum, { value }) => sum + value, 0)
  })
}

/**
 * The elements of #root whose class, as React renders it, is not the class they carry. React does not rewrite an
 * attribute of a hydrated element that differs from what it renders: a prerender whose styled-components class names
 * were not the browser's kept its own, while styled-components generated and inserted every rule again under the
 * browser's names during the takeover (scripts/lib/styledComponentIds.ts). React keeps an element's props under a
 * `__reactProps$` key; no such key at all fails the check rather than passing it.
 */
const classesReactWouldRender = (page: Page) =>
  page.evaluate(() => {
    let hydrated = 0
    const differing: string[] = []
    for (const element of document.querySelectorAll('#root [class]')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
      if (!key) continue
      hydrated++
      const rendered = (element as unknown as Record<string, { className?: unknown }>)[key].className
      if (typeof rendered === 'string' && rendered !== element.getAttribute('class'))
        differing.push(`${element.getAttribute('class')} rendered as ${rendered}`)
    }
    return { hydrated, differing }
  })

test('a plain visit hydrates the prerendered page: same nodes, no error, nothing moves, then the app works', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await recordTakeover(page)
  await page.goto('/')
  await expect(page).toHaveURL(/#\/swap$/)
  expect(await takeoverShift(page)).toBe(0)
  expect(await keepsPrerenderedNode(page)).toBe(true)
  const classes = await classesReactWouldRender(page)
  expect(classes.hydrated).toBeGreaterThan(20)
  expect(classes.differing).toEqual([])
  // And it works: a token chosen and an amount typed give a quote.
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await searchTokens(page, 'BUSD')
  await page.getByRole('dialog').getByText('BUSD', { exact: true }).first().click()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-output').getByTestId('amount-input')).not.toHaveValue('')
  expect(errors).toEqual([])
})

// The header grows as the account, its balances and the claim offer arrive: that moves things on purpose, so this
// visit checks the hydration itself (same nodes, no error), not the layout.
test('with a wallet that connects by itself, the prerendered page is hydrated the same, then shows the account', async ({
  page,
  wallet,
}) => {
  const errors = collectErrors(page)
  await recordTakeover(page)
  wallet.authorize()
  await page.goto('/')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  expect(await keepsPrerenderedNode(page)).toBe(true)
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
