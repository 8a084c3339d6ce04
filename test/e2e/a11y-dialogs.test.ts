// axe-core on open dialogs (currency, wallet, settings with its expert-mode confirmation, swap confirmation with its
// network fee) in both themes at desktop and phone size; at phone size every dialog is a bottom sheet across the
// full width.
import { type Locator, type Page } from '@playwright/test'

import { expectAccessibleInEveryLook } from './support/axe'
import { searchTokens } from './support/currencyDialog'
import { expect, test } from './support/fixtures'

/** On a phone a dialog is a bottom sheet: as wide as the window and resting on its bottom edge. */
async function expectSheetOnPhones(page: Page, dialog: Locator): Promise<void> {
  const viewport = page.viewportSize()
  if (!viewport || viewport.width > 720) return
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox()
      return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)]
    })
    .toEqual([0, viewport.width, viewport.height])
}

async function openConnected(page: Page, wallet: { authorize(): void }): Promise<void> {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

test('axe: the currency dialog', async ({ page, wallet }) => {
  await openConnected(page, wallet)
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  const dialog = page.getByRole('dialog', { name: 'Select a token' })
  await expectAccessibleInEveryLook(page, 'currency dialog', async () => {
    await expect(dialog.getByTestId('token-row-NATIVE')).toBeVisible()
    // The held balance's USD line (a muted colour of its own) is what axe must see too.
    await expect(dialog.getByTestId('token-row-NATIVE').getByTestId('balance-usd')).toContainText('$')
    await expectSheetOnPhones(page, dialog)
  })
})

// The injected test wallet is installed (not yet authorized), so the dialog lists it among the options.
test('axe: the wallet dialog', async ({ page, wallet: _wallet }) => {
  await page.goto('/#/swap')
  await page.getByTestId('connect-wallet').click()
  const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' })
  await expectAccessibleInEveryLook(page, 'wallet dialog', async () => {
    await expect(dialog.getByTestId('wallet-option-METAMASK')).toBeVisible()
    await expectSheetOnPhones(page, dialog)
  })
})

// One dialog per test: each runs axe in four looks (both in one test took up to 46 s of 60 on a busy machine).
test('axe: the settings popover', async ({ page }) => {
  await page.goto('/#/swap')
  await page.getByTestId('settings-button').click()
  await expectAccessibleInEveryLook(page, 'settings', async () => {
    await expect(page.getByTestId('slippage-input')).toBeVisible()
  })
})

test('axe: the expert-mode confirmation', async ({ page }) => {
  await page.goto('/#/swap')
  await page.getByTestId('settings-button').click()
  await page.getByTestId('expert-mode-toggle').click()
  const dialog = page.getByRole('dialog')
  await expectAccessibleInEveryLook(page, 'expert-mode confirmation', async () => {
    await expect(dialog).toBeVisible()
    await expectSheetOnPhones(page, dialog)
  })
})

test('axe: the swap confirmation dialog', async ({ page, wallet, chain }) => {
  await openConnected(page, wallet)
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await searchTokens(page, chain.deployment.tokens.BUSD)
  await page.getByTestId(`token-row-${chain.deployment.tokens.BUSD}`).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('swap-button').click()
  const dialog = page.getByRole('dialog')
  await expectAccessibleInEveryLook(page, 'swap confirmation', async () => {
    await expect(dialog.getByTestId('confirm-swap')).toBeVisible()
    await expectSheetOnPhones(page, dialog)
    // The network-fee line estimated and priced: axe sees its settled text and colours, not the '—' placeholder.
    await expect(dialog.getByTestId('network-fee')).toHaveAttribute('data-status', 'ready')
    await expect(dialog.getByTestId('network-fee-usd')).toContainText('$')
  })
})
