// The lines added for USD values, farm yields, network fees and more languages, measured at 360×640 once their
// figures have loaded: the currency dialog's USD balances, the swap page with an amount typed (both USD lines and the
// difference) and its confirmation with the network fee, the language selector open, the farms list and a farm page
// with the fee APR shown, a pool position card, add and remove liquidity — in English and in two long-text
// languages. Nothing scrolls sideways and every new line stays inside its box.
import { type Locator, type Page } from '@playwright/test'

import { farmPid, PAIR, swapTwice } from './support/farmYields'
import { expect, test } from './support/fixtures'
import { PHONE_VIEWPORTS, sidewaysScroll } from './support/layout'
import { refusePriceEndpoint } from './support/priceEndpoint'

const SMALL = PHONE_VIEWPORTS[0]
/** English and the two languages whose strings run longest at this width (Russian words, Vietnamese phrases). */
const LANGUAGES = ['en', 'ru', 'vi'] as const

/** Every element `inner` matches lies across no edge of its `outer` (left and right; rows wrap downwards). */
async function expectInside(inner: Locator, outer: Locator, where: string): Promise<void> {
  const outerBox = await outer.boundingBox()
  expect(outerBox, `${where}: the box is on screen`).not.toBeNull()
  const boxes = await inner.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right } = element.getBoundingClientRect()
      const text = (element.textContent ?? '').trim().slice(0, 40)
      // Text cut off by its own box (hidden overflow or an ellipsis): the figure the user reads would be cut too.
      return { text, left, right, clipped: element.scrollWidth > element.clientWidth + 1 }
    }),
  )
  expect(boxes.length, `${where}: something to measure`).toBeGreaterThan(0)
  const outside = boxes.filter(
    (box) => box.left < outerBox!.x - 0.5 || box.right > outerBox!.x + outerBox!.width + 0.5 || box.clipped,
  )
  expect(outside, `${where}: lines outside their box`).toEqual([])
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  expect(await sidewaysScroll(page, where)).toBeNull()
}

async function openSmall(page: Page, wallet: { authorize(): void }, path: string, lng: string): Promise<void> {
  wallet.authorize()
  await page.setViewportSize(SMALL)
  await page.goto(`/#${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
  await expect(page.locator('html')).toHaveAttribute('lang', lng)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

// FRA priced from the chain alone, as the figures here are.
test.beforeEach(({ page }) => refusePriceEndpoint(page))

for (const lng of LANGUAGES) {
  test(`${lng} at 360×640: swap with an amount, its confirmation with the network fee and the language menu fit`, async ({
    page,
    wallet,
    chain,
  }) => {
    const { BUSD } = chain.deployment.tokens
    await openSmall(page, wallet, `/swap?inputCurrency=ETH&outputCurrency=${BUSD}`, lng)
    // The currency dialog's rows with their USD balance lines.
    await page.getByTestId('swap-output').getByTestId('currency-select').click()
    const list = page.getByRole('dialog')
    const nativeRow = list.getByTestId('token-row-NATIVE')
    await expect(nativeRow.getByTestId('balance-usd')).toContainText('$')
    await expectInside(list.getByTestId('balance-usd'), list, 'USD balances in the currency dialog')
    await expectInside(nativeRow.locator(':scope > *'), nativeRow, 'the native row')
    await expectNoSidewaysScroll(page, `currency dialog (${lng})`)
    await page.keyboard.press('Escape')
    await expect(list).toHaveCount(0)
    await page.getByTestId('swap-input').getByTestId('amount-input').fill('2')
    // Both USD lines and the difference, each inside its side's box.
    for (const side of ['swap-input', 'swap-output']) {
      await expect(page.getByTestId(`${side}-usd`)).toContainText('$')
    }
    await expect(page.getByTestId('swap-output-usd-difference')).toHaveText(/^\(.*\d.*%\)$/)
    await expectInside(
      page.getByTestId('swap-input').getByTestId('swap-input-usd'),
      page.getByTestId('swap-input'),
      'input USD',
    )
    await expectInside(
      page.getByTestId('swap-output').locator('[data-testid^="swap-output-usd"]'),
      page.getByTestId('swap-output'),
      'output USD and difference',
    )
    await expectNoSidewaysScroll(page, `swap with an amount (${lng})`)

    // The confirmation, once the network fee is estimated and priced.
    await page.getByTestId('swap-button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('confirm-swap')).toBeVisible()
    await expect(dialog.getByTestId('network-fee')).toHaveAttribute('data-status', 'ready')
    await expect(dialog.getByTestId('network-fee-usd')).toContainText('$')
    await expectInside(dialog.getByTestId('network-fee'), dialog, 'network fee')
    await expectInside(dialog.locator('[data-testid="network-fee"]').locator('xpath=..'), dialog, 'network-fee row')
    await expectNoSidewaysScroll(page, `swap confirmation (${lng})`)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // The language selector open in the header's menu: the menu and the select inside the screen.
    await page.getByTestId('header-menu').click()
    const menu = page.getByRole('menu')
    await expect(menu.getByTestId('language-select')).toBeVisible()
    await expect(menu.getByTestId('language-select').locator('option')).toHaveCount(12)
    await expectInside(menu.getByTestId('language-select'), menu, 'language select')
    const menuBox = (await menu.boundingBox())!
    expect(menuBox.x).toBeGreaterThanOrEqual(0)
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(SMALL.width)
    await expectNoSidewaysScroll(page, `language menu (${lng})`)
  })

  test(`${lng} at 360×640: the farms list and a farm page with their yields loaded fit`, async ({
    page,
    wallet,
    chain,
  }) => {
    // A day of swaps on the farm's pair, so the fee APR line is shown (the longest state of the yields).
    await swapTwice(chain)
    await openSmall(page, wallet, '/staking/OVPit', lng)
    const row = page.getByTestId(`farm-${farmPid(chain, PAIR)}`)
    await row.scrollIntoViewIfNeeded()
    await expect(row.getByTestId('farm-yields')).toHaveAttribute('data-fee-apr', 'shown')
    await expect(row.getByTestId('farm-apr-locked')).toBeVisible()
    // Every other row settled too (each reads its swaps once on screen).
    for (const other of await page.locator('[data-testid="farm-yields"]').all()) {
      await other.scrollIntoViewIfNeeded()
      await expect(other).not.toHaveAttribute('data-fee-apr', 'loading')
    }
    await expect(page.getByTestId('farms-unlock-schedule')).toBeVisible()
    for (const farmRow of await page.locator('a[data-testid^="farm-"]').all()) {
      await expectInside(farmRow.locator(':scope > div'), farmRow, `farm row cells (${lng})`)
    }
    await expectInside(page.getByTestId('farms-unlock-schedule'), page.getByRole('main'), 'unlock schedule')
    await expectNoSidewaysScroll(page, `farms list with yields (${lng})`)

    await row.click()
    const yields = page.getByTestId('stake-yields')
    await expect(yields).toHaveAttribute('data-fee-apr', 'shown')
    await expect(page.getByTestId('stake-unlock-schedule')).toBeVisible()
    await expect(page.getByTestId('stake-fee-apr')).toContainText('%')
    await expectInside(yields.locator(':scope > *'), page.getByRole('main'), `farm yields cards (${lng})`)
    await expectInside(yields.locator('[data-testid^="stake-"]'), yields, `farm yields lines (${lng})`)
    // The account's deposits and unclaimed reward in USD (account 1 stakes in this farm in the demo state).
    const usdLines = page.locator('[data-testid="stake-my-deposits-usd"], [data-testid="stake-unclaimed-usd"]')
    await expect(usdLines).toHaveCount(2)
    for (const line of await usdLines.all()) await expect(line).toContainText('$')
    await expectInside(usdLines, page.getByRole('main'), `farm USD lines (${lng})`)
    await expectNoSidewaysScroll(page, `farm page with yields (${lng})`)
  })

  test(`${lng} at 360×640: a pool position card, add and remove liquidity with their USD lines fit`, async ({
    page,
    wallet,
    chain,
  }) => {
    const { BUSD } = chain.deployment.tokens
    const lpAddress = chain.deployment.pairs['WFRA/BUSD']
    await openSmall(page, wallet, '/pool', lng)
    const card = page.getByTestId(`position-${lpAddress}`)
    await expect(card.getByTestId('position-usd')).toContainText('$')
    await expectInside(card.getByTestId('position-usd'), card, `position card USD (${lng})`)
    await expectNoSidewaysScroll(page, `pool (${lng})`)

    await openSmall(page, wallet, `/add/ETH/${BUSD}`, lng)
    await page.getByTestId('add-input-a').getByTestId('amount-input').fill('1')
    for (const side of ['add-input-a', 'add-input-b']) {
      await expect(page.getByTestId(`${side}-usd`)).toContainText('$')
      await expectInside(page.getByTestId(`${side}-usd`), page.getByTestId(side), `${side} USD (${lng})`)
    }
    await expectNoSidewaysScroll(page, `add liquidity with an amount (${lng})`)

    await openSmall(page, wallet, `/remove/ETH/${BUSD}`, lng)
    await page.getByTestId('remove-50').click()
    const received = page.locator('[data-testid="remove-amount-a-usd"], [data-testid="remove-amount-b-usd"]')
    await expect(received).toHaveCount(2)
    for (const line of await received.all()) await expect(line).toContainText('$')
    await expectInside(received, page.getByRole('main'), `remove liquidity USD (${lng})`)
    await expectNoSidewaysScroll(page, `remove liquidity at 50% (${lng})`)
  })
}
