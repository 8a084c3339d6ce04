// axe-core on every route, connected, in both themes at desktop and phone size: no serious or critical violation.
// One test per route checks its four looks in one page, so the suite stays a few minutes long on two workers.
import { blockingViolations, expectAccessibleInEveryLook } from './support/axe'
import { farmPid, PAIR, swapTwice } from './support/farmYields'
import { expect, test } from './support/fixtures'
import { APP_ROUTES } from './support/routes'

for (const route of APP_ROUTES) {
  test(`axe: ${route.name} (${route.path})`, async ({ page, wallet }) => {
    wallet.authorize()
    await page.goto(`/#${route.path}`)
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    const heading = page.getByRole('main').getByRole('heading', { name: route.heading }).first()
    await expectAccessibleInEveryLook(page, route.name, async () => {
      await expect(heading).toBeVisible()
      if (route.settled) await expect(page.getByTestId(route.settled)).toBeVisible()
      await expect(page.getByTestId('block-number')).toBeVisible()
    })
  })
}

// The check itself: a nameless button planted in the page (outside React's root, which would replace it) is found,
// on the whole page and inside a part of it, by a page that already has axe injected.
test('axe: a planted critical violation is reported', async ({ page }) => {
  await page.goto('/#/swap')
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
  expect(await blockingViolations(page, 'swap before planting')).toEqual([])
  await page.evaluate(() => {
    const part = document.createElement('div')
    part.id = 'planted'
    part.append(document.createElement('button'))
    document.body.append(part)
  })
  for (const include of [undefined, '#planted']) {
    const found = await blockingViolations(page, 'swap with a nameless button', include)
    expect(found.join('\n')).toContain('button-name at #planted > button')
  }
})

test('axe: the swap page before connecting', async ({ page }) => {
  await page.goto('/#/swap')
  await expectAccessibleInEveryLook(page, 'swap, not connected', async () => {
    await expect(page.getByTestId('connect-wallet')).toBeVisible()
  })
})

// The figures that load after the heading: the swap page's USD lines and their difference with an amount typed, the
// farms list and a farm page once their yields (the fee APR after a day of swaps) have settled.
test('axe: the swap page with an amount typed, its USD lines and the difference', async ({ page, wallet, chain }) => {
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('2')
  await expectAccessibleInEveryLook(page, 'swap with an amount', async () => {
    await expect(page.getByTestId('swap-input-usd')).toContainText('$')
    await expect(page.getByTestId('swap-output-usd')).toContainText('$')
    await expect(page.getByTestId('swap-output-usd-difference')).toContainText('%')
  })
})

// One test per page: each runs axe in four looks (the two pages in one test took up to 54 s of 60 on a busy machine).
test('axe: the farms list with its yields loaded', async ({ page, wallet, chain }) => {
  await swapTwice(chain)
  wallet.authorize()
  await page.goto('/#/staking/OVPit')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const row = page.getByTestId(`farm-${farmPid(chain, PAIR)}`)
  await expectAccessibleInEveryLook(page, 'farms with yields', async () => {
    await row.scrollIntoViewIfNeeded()
    await expect(row.getByTestId('farm-yields')).toHaveAttribute('data-fee-apr', 'shown')
    await expect(row.getByTestId('farm-apr-locked')).toBeVisible()
    await expect(page.getByTestId('farms-unlock-schedule')).toBeVisible()
  })
})

test('axe: a farm page with its yields loaded', async ({ page, wallet, chain }) => {
  await swapTwice(chain)
  wallet.authorize()
  await page.goto('/#/staking/OVPit')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId(`farm-${farmPid(chain, PAIR)}`).click()
  await expectAccessibleInEveryLook(page, 'farm with yields', async () => {
    await expect(page.getByTestId('stake-yields')).toHaveAttribute('data-fee-apr', 'shown')
    await expect(page.getByTestId('stake-fee-apr')).toBeVisible()
    await expect(page.getByTestId('stake-unlock-schedule')).toBeVisible()
  })
})

// Other languages: longer words (ru) and another script (zh-TW) on the pages with the most figures; <html lang>
// must name the language the page is read in. One test per page: each runs axe in four looks, and the three pages
// together took 56-58 s of a 60 s budget on an idle machine.
for (const language of ['ru', 'zh-TW']) {
  test(`axe in ${language}: swap with an amount`, async ({ page, wallet, chain }) => {
    wallet.authorize()
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}&lng=${language}`)
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await page.getByTestId('swap-input').getByTestId('amount-input').fill('2')
    await expectAccessibleInEveryLook(page, `swap in ${language}`, async () => {
      await expect(page.getByTestId('swap-output-usd-difference')).toContainText('%')
    })
  })

  test(`axe in ${language}: pool`, async ({ page, wallet }) => {
    wallet.authorize()
    await page.goto(`/#/pool?lng=${language}`)
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expectAccessibleInEveryLook(page, `pool in ${language}`, async () => {
      await expect(page.getByTestId('position-usd').first()).toContainText('$')
    })
  })

  test(`axe in ${language}: farms`, async ({ page, wallet }) => {
    wallet.authorize()
    await page.goto(`/#/staking/OVPit?lng=${language}`)
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expectAccessibleInEveryLook(page, `farms in ${language}`, async () => {
      await expect(page.getByTestId('farms-unlock-schedule')).toBeVisible()
    })
  })
}
