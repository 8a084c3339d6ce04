// The header and the bottom bar on a phone and on desktops (one row on every route from 1024 px up), touch-target
// sizes, the header's menus inside a 360 px screen, and very long balances that must not push the page sideways.
import { type Locator, type Page } from '@playwright/test'
import { parseEther } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { expect, test } from './support/fixtures'
import { DESKTOP, expectTouchTargets, PHONE, PHONE_VIEWPORTS, sidewaysScroll } from './support/layout'
import { routeParts } from './support/routes'

/** The account pieces, each once in the page at every size; account 1 has an unclaimed VENOM allocation. */
const ACCOUNT_PIECES = ['claim-offer', 'governance-balance', 'native-balance', 'web3-status-connected']

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found, `${locator} has a box`).not.toBeNull()
  return found!
}

async function openConnected(page: Page, viewport: { width: number; height: number }, path = '/#/swap') {
  await page.setViewportSize(viewport)
  await page.goto(path)
  for (const id of ACCOUNT_PIECES) await expect(page.getByTestId(id)).toHaveCount(1)
  for (const id of ACCOUNT_PIECES) await expect(page.getByTestId(id)).toBeVisible()
}

test('at 390×844 the account pieces sit in a bar fixed at the bottom; logo, navigation, network and menu stay on top', async ({
  page,
  wallet,
}) => {
  wallet.authorize()
  await openConnected(page, PHONE)
  const bar = page.getByTestId('account-bar')
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  const barBox = await box(bar)
  expect(barBox.x).toBe(0)
  expect(barBox.width).toBe(PHONE.width)
  expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height)
  for (const id of ACCOUNT_PIECES) {
    const piece = await box(bar.getByTestId(id))
    expect(piece.y, id).toBeGreaterThanOrEqual(barBox.y)
    expect(piece.x, id).toBeGreaterThanOrEqual(0)
    expect(piece.x + piece.width, id).toBeLessThanOrEqual(PHONE.width)
  }

  const header = page.getByRole('banner')
  const top = [
    header.getByRole('link', { name: 'Venom Swap' }),
    header.getByRole('navigation', { name: 'Main' }),
    page.getByTestId('network-switcher'),
    header.getByRole('button', { name: 'More' }),
  ]
  for (const piece of top) {
    await expect(piece).toBeVisible()
    const { y, height } = await box(piece)
    expect(y + height, `${piece} in the top rows`).toBeLessThan(160)
  }
  // The block number stays above the bar, and the page's end can scroll clear of it.
  const block = await box(page.getByTestId('block-number'))
  expect(block.y + block.height).toBeLessThanOrEqual(barBox.y)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const main = await box(page.getByRole('main'))
  expect(main.y + main.height).toBeLessThanOrEqual(barBox.y)
  const blockAtEnd = await box(page.getByTestId('block-number'))
  expect(main.y + main.height, 'the page ends above the block number').toBeLessThanOrEqual(blockAtEnd.y)

  await expectTouchTargets(header.getByRole('navigation', { name: 'Main' }).locator('a, button'), 'navigation')
  await expectTouchTargets(header.locator('[data-testid="network-switcher"], button[aria-label="More"]'), 'header')
  await expectTouchTargets(bar.getByRole('button'), 'bottom bar')
  const swapControls = ['settings-button', 'currency-select', 'amount-input', 'balance', 'swap-switch', 'add-recipient']
  await expectTouchTargets(page.locator(swapControls.map((id) => `[data-testid="${id}"]`).join(', ')), 'swap page')
  await expectTouchTargets(page.getByRole('button', { name: 'MAX' }), 'MAX')
  await expectTouchTargets(page.getByTestId('swap-button'), 'swap button')
})

/** Desktop widths from a small laptop to a wide screen (issue 28: one header row from 1024 px up). */
const DESKTOP_WIDTHS = [1024, DESKTOP.width, 1920]

/** Title, navigation, account pieces, network switcher and menu on one row, in that order. */
async function expectHeaderOnOneRow(page: Page, where: string): Promise<void> {
  const header = page.getByRole('banner')
  const row = [
    header.getByRole('link', { name: 'Venom Swap' }),
    header.getByRole('navigation', { name: 'Main' }),
    ...ACCOUNT_PIECES.slice(0, 3).map((id) => page.getByTestId(id)),
    page.getByTestId('network-switcher'),
    page.getByTestId('web3-status-connected'),
    header.getByRole('button', { name: 'More' }),
  ]
  const boxes = await Promise.all(row.map(box))
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2
  for (let index = 1; index < boxes.length; index++) {
    expect(boxes[index].x, `${where}: ${row[index]} right of ${row[index - 1]}`).toBeGreaterThan(boxes[index - 1].x)
    expect(
      Math.abs(middle(boxes[index]) - middle(boxes[0])),
      `${where}: ${row[index]} on the title's row`,
    ).toBeLessThan(4)
  }
}

for (const width of DESKTOP_WIDTHS) {
  for (const { label, routes } of routeParts(11)) {
    test(`at ${width} px the header is one row, ${label}: title, navigation, account pieces, network switcher, menu`, async ({
      page,
      wallet,
    }) => {
      wallet.authorize()
      const viewport = { width, height: DESKTOP.height }
      await openConnected(page, viewport)
      for (const route of routes) {
        await page.goto(`/#${route.path}`)
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({ timeout: 30_000 })
        // The fullest header: account 1 has an unclaimed VENOM allocation and a VENOM balance on every page.
        for (const id of ACCOUNT_PIECES) await expect(page.getByTestId(id)).toBeVisible()
        await expectHeaderOnOneRow(page, `${route.name} at ${width} px`)
        // /claim leaves its dialog open over the swap page: close it before the next route.
        if (await page.getByRole('dialog').count()) {
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toHaveCount(0)
        }
      }
      expect(await page.getByTestId('account-bar').evaluate((element) => getComputedStyle(element).position)).not.toBe(
        'fixed',
      )
      // No room kept for a bottom bar, and the compact desktop controls (under a touch target's 44 px).
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
      expect((await box(page.getByTestId('web3-status-connected'))).height).toBeLessThan(44)
      expect(await sidewaysScroll(page, `desktop at ${width} px`)).toBeNull()
    })
  }
}

test('at 360×640 the staking, network and More menus open inside the screen', async ({ page, wallet }) => {
  wallet.authorize()
  await openConnected(page, PHONE_VIEWPORTS[0])
  const header = page.getByRole('banner')
  for (const trigger of [
    header.getByRole('button', { name: 'Staking' }),
    page.getByTestId('network-switcher'),
    header.getByRole('button', { name: 'More' }),
  ]) {
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const menu = await box(page.getByRole('menu'))
    expect(menu.x, `${trigger}'s menu`).toBeGreaterThanOrEqual(0)
    expect(menu.x + menu.width, `${trigger}'s menu`).toBeLessThanOrEqual(PHONE_VIEWPORTS[0].width)
    expect(await sidewaysScroll(page, `${trigger}'s menu`)).toBeNull()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
  }
})

test('at 360×640 a balance of 10^15 FRA shortens or wraps inside its boxes', async ({ page, wallet, chain }) => {
  await rpc(chain.url, 'anvil_setBalance', [wallet.account, parseEther('1000000000000000').toHexString()])
  wallet.authorize()
  await openConnected(page, PHONE_VIEWPORTS[0])
  // Both show the long figure (the header's to 4 significant digits), however it is written.
  await expect(page.getByTestId('native-balance')).toContainText(/\d{4}|e\+?15|[TQ]/)
  await expect(page.getByTestId('swap-input').getByTestId('balance')).toContainText(/\d{4}|e\+?15|[TQ]/)
  expect(await sidewaysScroll(page, 'a long balance')).toBeNull()
  for (const [inner, outer] of [
    [page.getByTestId('native-balance'), page.getByTestId('account-bar')],
    [page.getByTestId('swap-input').getByTestId('balance'), page.getByTestId('swap-input')],
  ]) {
    const [a, b] = [await box(inner), await box(outer)]
    expect(a.x).toBeGreaterThanOrEqual(b.x)
    expect(a.x + a.width, `${inner} inside ${outer}`).toBeLessThanOrEqual(b.x + b.width)
  }
})
