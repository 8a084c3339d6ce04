// Every route at two phone sizes and a tablet, in both themes, with a connected account (so the bottom bar is at its
// fullest), and at the smallest phone in every other language: nothing scrolls sideways. The header, bottom-bar and
// touch-target checks are in phoneLayout.chrome.test.ts.
import { type Page } from '@playwright/test'

import { SUPPORTED_LANGUAGES } from '../../src/i18n/languages'
import { expect, test } from './support/fixtures'
import { PHONE_VIEWPORTS, sidewaysScroll } from './support/layout'
import { routeParts } from './support/routes'

// Proposals and farms are read from the chain after the heading's route renders; a loaded machine takes a while.
const PAGE_READY_MS = 30_000

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // Without a ?theme= or a stored choice the app follows the system scheme, also while it runs.
  await page.emulateMedia({ colorScheme: theme })
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
}

/** Routes a test walks: a third of the table each. */
const PARTS = routeParts(7)

for (const viewport of PHONE_VIEWPORTS) {
  for (const { label, routes } of PARTS) {
    test(`no sideways scrolling at ${viewport.width}×${viewport.height}, in both themes, ${label}`, async ({
      page,
      wallet,
    }) => {
      wallet.authorize()
      await page.setViewportSize(viewport)
      const problems: string[] = []
      for (const route of routes) {
        await page.emulateMedia({ colorScheme: 'light' })
        await page.goto(`/#${route.path}`)
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({
          timeout: PAGE_READY_MS,
        })
        await expect(page.getByTestId('web3-status-connected')).toBeVisible()
        for (const theme of ['light', 'dark'] as const) {
          await useTheme(page, theme)
          const problem = await sidewaysScroll(page, `${route.name} (${route.path}), ${theme}`)
          if (problem) problems.push(problem)
        }
        // /claim leaves its dialog open over the swap page: close it before the next route.
        const dialog = page.getByRole('dialog')
        if (await dialog.count()) {
          await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
          await expect(dialog).toHaveCount(0)
        }
      }
      expect(problems).toEqual([])
    })
  }
}

// Every route at the smallest phone in each language besides English: the longer words of some (Russian, German,
// Vietnamese) must wrap, not push the page sideways. One theme: the themes change colours, not widths.
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== 'en')

for (const lng of OTHER_LANGUAGES) {
  for (const { label, routes } of routeParts(11)) {
    test(`no sideways scrolling at 360×640 in ${lng}, ${label}`, async ({ page, wallet }) => {
      wallet.authorize()
      await page.setViewportSize(PHONE_VIEWPORTS[0])
      const problems: string[] = []
      for (const route of routes) {
        await page.goto(`/#${route.path}?lng=${lng}`)
        await expect(page.locator('html')).toHaveAttribute('lang', lng)
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({
          timeout: PAGE_READY_MS,
        })
        await expect(page.getByTestId('web3-status-connected')).toBeVisible()
        const problem = await sidewaysScroll(page, `${route.name} (${route.path}), ${lng}`)
        if (problem) problems.push(problem)
        // /claim leaves its dialog open over the swap page: close it (Escape, in any language) before the next route.
        const dialog = page.getByRole('dialog')
        if (await dialog.count()) {
          await page.keyboard.press('Escape')
          await expect(dialog).toHaveCount(0)
        }
      }
      expect(problems).toEqual([])
    })
  }
}
