// Keyboard only: Tab to the currency button, open the dialog, walk the list (rows with USD balance lines) with the
// arrows, pick with Enter, open it again, find Tab kept inside, close with Escape; focus is back on the opener each
// time and visibly marked.
import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** Presses Tab from the top of the page until `target` has focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60 && !(await isFocused(target)); presses += 1) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** The row of the list that has focus: its position (1-based) and its test id (token-row-<address> or -NATIVE). */
async function focusedRow(page: Page): Promise<{ position: string | null; testId: string }> {
  return page.evaluate(() => {
    const row = document.activeElement?.closest('[aria-posinset]')
    return {
      position: row?.getAttribute('aria-posinset') ?? null,
      testId: (document.activeElement as HTMLElement | null)?.dataset.testid ?? '',
    }
  })
}

/** The symbol a row's test id stands for in the demo deployment. */
function symbolOf(testId: string, tokens: Record<string, string>): string {
  const address = testId.replace('token-row-', '')
  if (address === 'NATIVE') return 'FRA'
  const symbol = Object.entries(tokens).find(([, tokenAddress]) => tokenAddress === address)?.[0]
  if (!symbol) throw new Error(`no demo token at ${address}`)
  return symbol
}

test('currency dialog by keyboard: arrows and Enter pick, Escape closes, focus returns to the opener', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const opener = page.getByTestId('swap-output').getByTestId('currency-select')
  await tabTo(page, opener)
  // The focus is visible: the global ring, not the browser's default removed.
  expect(await opener.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')

  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(page.getByTestId('token-search')).toBeFocused()
  // The list sorts by balance once balances load: wait for them, so the rows hold still under the arrows.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid^="token-row-"]')).every((row) =>
          /\d/.test(row.lastElementChild?.textContent ?? ''),
        ),
      ),
    )
    .toBe(true)
  // And their USD lines (held, priced balances): the rows with the extra line are the ones the arrows walk below.
  const nativeUsd = dialog.getByTestId('token-row-NATIVE').getByTestId('balance-usd')
  await expect(nativeUsd).toContainText('$')
  // A real modal: the page behind is inert.
  await expect(page.locator('#root')).toHaveAttribute('inert', '')

  await page.keyboard.press('ArrowDown')
  expect((await focusedRow(page)).position).toBe('1')
  // The focus is on the row's button itself (one stop per row), never on its balance or USD line.
  expect((await focusedRow(page)).testId).toMatch(/^token-row-/)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  expect((await focusedRow(page)).position).toBe('3')
  await page.keyboard.press('ArrowUp')
  const picked = await focusedRow(page)
  expect(picked.position).toBe('2')
  expect(picked.testId).toMatch(/^token-row-/)
  // The row Enter picks carries a USD line too.
  await expect(dialog.getByTestId(picked.testId).getByTestId('balance-usd')).toContainText('$')
  const symbol = symbolOf(picked.testId, { ...chain.deployment.tokens, WFRA: chain.deployment.weth })
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toContainText(symbol)
  await expect(opener).toBeFocused()
  await expect(page.locator('#root')).not.toHaveAttribute('inert')

  // Up from the first row goes back to the search field.
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('token-search')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByTestId('token-search')).toBeFocused()

  // Tab and Shift+Tab stay inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(opener).toContainText(symbol)
})
