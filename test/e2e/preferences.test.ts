// Preferences end to end: ?theme= and the system colour scheme, switching language (remembered across
// reloads), and an app that starts with garbage in localStorage and writes it back clean.
import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

const LIGHT_BACKGROUND = 'rgb(247, 248, 250)'
const DARK_BACKGROUND = 'rgb(13, 17, 23)'

const htmlTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test.describe('theme', () => {
  test('?theme=dark inside the hash gives a dark page, ?theme=light a light one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/#/swap?theme=dark')
    await expect(page.getByTestId('connect-wallet')).toBeVisible()
    await expect.poll(() => htmlTheme(page)).toBe('dark')
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark')

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/#/swap?theme=light')
    await expect(page.getByTestId('connect-wallet')).toBeVisible()
    await expect.poll(() => htmlTheme(page)).toBe('light')
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND)
  })

  test('?theme= before the hash works too', async ({ page }) => {
    await page.goto('/?theme=dark#/swap')
    await expect(page.getByTestId('connect-wallet')).toBeVisible()
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND)
  })

  test('without ?theme= the system scheme applies, and a stored user choice wins over it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/#/swap')
    await expect.poll(() => htmlTheme(page)).toBe('dark')
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND)

    // The system switching at run time is followed.
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => htmlTheme(page)).toBe('light')

    // An explicit user choice (dark) beats the light system. Planted before the app starts: on unload
    // the app saves its own state, which would overwrite a value written from the test before a reload.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('choice-planted')) return
      sessionStorage.setItem('choice-planted', '1')
      const user = JSON.parse(localStorage.getItem('venom_user') ?? '{}') as Record<string, unknown>
      localStorage.setItem('venom_user', JSON.stringify({ ...user, userDarkMode: true }))
    })
    await page.reload()
    await expect.poll(() => htmlTheme(page)).toBe('dark')
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND)
    // ...and the URL beats the user choice.
    await page.goto('/#/swap?theme=light')
    await expect.poll(() => htmlTheme(page)).toBe('light')
  })
})

test.describe('language', () => {
  /** The select sits in the header's top-right menu. */
  async function languageSelect(page: Page) {
    const select = page.getByTestId('language-select')
    if (!(await select.isVisible())) await page.getByTestId('header-menu').click()
    await expect(select).toBeVisible()
    return select
  }

  test('switching language changes the page and is remembered across reloads', async ({ page }) => {
    await page.goto('/#/swap')
    const connect = page.getByTestId('connect-wallet')
    await expect(connect).toHaveText('Connect Wallet')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    let select = await languageSelect(page)
    await expect(select).toHaveAttribute('aria-label', 'Language')

    await select.selectOption('es')
    await expect(connect).toHaveText('Conectar billetera')
    await expect(select).toHaveAttribute('aria-label', 'Idioma')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    await page.reload()
    await expect(page.getByTestId('connect-wallet')).toHaveText('Conectar billetera')
    select = await languageSelect(page)
    await expect(select).toHaveValue('es')

    await select.selectOption('de')
    await expect(page.getByTestId('connect-wallet')).toHaveText('Wallet verbinden')
    await expect(select).toHaveAttribute('aria-label', 'Sprache')
  })

  test('?lng= in the hash query picks the language; an unknown one falls back to English', async ({ page }) => {
    await page.goto('/#/swap?lng=de')
    await expect(page.getByTestId('connect-wallet')).toHaveText('Wallet verbinden')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    // A real load (not a same-document hash change), with no remembered language: the browser's (en-US) applies.
    await page.evaluate(() => localStorage.clear())
    await page.goto('about:blank')
    await page.goto('/#/swap?lng=xx')
    await expect(page.getByTestId('connect-wallet')).toHaveText('Connect Wallet')
    await expect(await languageSelect(page)).toHaveValue('en')
  })
})

test('the app starts with garbage in localStorage and saves it back clean', async ({ page }) => {
  // Only on the first load: the check after reload must see what the app wrote, not fresh garbage.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('garbage-planted')) return
    sessionStorage.setItem('garbage-planted', '1')
    const garbage: Record<string, string> = {
      venom_user: '{"userSlippageTolerance": "abc", "userDeadline": null, "tokens": [1,2', // unparseable
      venom_transactions: JSON.stringify({ 31337: 'nope', foreign: { a: 1 }, 1: [1, 2, 3] }),
      venom_lists: JSON.stringify([1, 2, 3]),
      venom_version: 'NaN',
      venom_language: '{"not":"a language"',
      venom_something_else: '\u0000\uffff',
      redux_localstorage_simple_user: '{{{',
      i18nextLng: '<script>alert(1)</script>',
      randomKey: 'undefined',
    }
    for (const [key, value] of Object.entries(garbage)) localStorage.setItem(key, value)
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/#/swap')
  await expect(page.locator('header')).toBeVisible()
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
  await expect(page.getByTestId('error-boundary')).toHaveCount(0)

  const stored = () =>
    page.evaluate(() => {
      const parse = (key: string): unknown => {
        try {
          return JSON.parse(localStorage.getItem(key) ?? 'null')
        } catch {
          return 'unparseable'
        }
      }
      return {
        user: parse('venom_user'),
        transactions: parse('venom_transactions'),
        lists: parse('venom_lists'),
        version: parse('venom_version'),
      }
    })

  await expect
    .poll(async () => {
      const { user, transactions, lists, version } = await stored()
      return {
        slippage: (user as { userSlippageTolerance?: unknown } | null)?.userSlippageTolerance,
        deadline: (user as { userDeadline?: unknown } | null)?.userDeadline,
        tokens: (user as { tokens?: unknown } | null)?.tokens,
        transactions,
        listsIsObject: typeof lists === 'object' && lists !== null && !Array.isArray(lists),
        version,
      }
    })
    .toEqual({ slippage: 50, deadline: 1200, tokens: {}, transactions: {}, listsIsObject: true, version: 1 })

  // The clean state survives a reload (without new garbage) and the app still renders.
  await page.reload()
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
  expect((await stored()).user).toMatchObject({ userSlippageTolerance: 50, userDeadline: 1200 })
  expect(errors).toEqual([])
})
