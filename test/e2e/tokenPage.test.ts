// A token's page (issue 42): the tokens explorer's figures for the token, a chart of its USD price after every block
// that changed a pool it is priced through (recomputed here from those pools' Sync logs), the pools that hold it, the
// ways in, a trade by another account reaching the chart, an unlisted token's notice, and an address with no page.
import { type Page } from '@playwright/test'

import { expectUsd, READY } from './support/explorerFigures'
import { add, of, swapTwice, toNumber } from './support/farmYields'
import { expect, test } from './support/fixtures'
import { poolsOf, readFactoryPools, tokenTvlOf, usdPricer, usdPriceSeriesOf, volume24hOf } from './support/poolFigures'
import { refusePriceEndpoint } from './support/priceEndpoint'

test.beforeEach(({ page }) => refusePriceEndpoint(page))

/** The chart over all of its history, once it has read it. */
async function wholeChart(page: Page) {
  const chart = page.getByTestId('token-page-chart')
  await expect(chart).toHaveAttribute('data-status', 'ready', READY)
  await page.getByTestId('token-page-chart-range-all').click()
  return chart
}

async function expectSeries(page: Page, series: Awaited<ReturnType<typeof usdPriceSeriesOf>>) {
  const chart = await wholeChart(page)
  await expect(chart).toHaveAttribute('data-points', String(series.length), READY)
  const last = toNumber(series.at(-1)!)
  await expect
    .poll(async () => Math.abs(Number(await chart.getAttribute('data-last-price-usd')) / last - 1), READY)
    .toBeLessThan(1e-9)
}

test('a token’s page: its figures as the explorer’s, its USD price line from its pools, its pools and the ways in', async ({
  page,
  chain,
}) => {
  await swapTwice(chain)
  const { VENOM } = chain.deployment.tokens
  const pools = await readFactoryPools(chain)
  const price = usdPricer(chain, pools)

  await page.goto('/#/tokens')
  await page.getByTestId(`tokens-row-${VENOM}`).getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`#/tokens/${VENOM}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(VENOM\)$/)
  await expect(page.getByTestId('token-page-address')).toHaveText(VENOM)

  await expectUsd(page.getByTestId('token-page-price'), 'data-usd', price(VENOM))
  await expectUsd(page.getByTestId('token-page-tvl'), 'data-usd', tokenTvlOf(pools, VENOM, price(VENOM)))
  let volume = of(0n)
  for (const pool of poolsOf(pools, VENOM)) {
    const day = await volume24hOf(chain, pool, price)
    if (day.volume) volume = add(volume, day.volume)
  }
  await expectUsd(page.getByTestId('token-page-volume'), 'data-usd', volume)
  await expect(page.getByTestId('token-page-unlisted')).toHaveCount(0)

  await expectSeries(page, await usdPriceSeriesOf(chain, VENOM))

  // Its pools, each linking to its page.
  const held = poolsOf(pools, VENOM)
  await expect(page.getByTestId('pools-table').locator('tbody tr')).toHaveCount(held.length)
  for (const pool of held) await expect(page.getByTestId(`pool-row-${pool.address}`)).toBeVisible()
  await page.getByTestId(`pool-row-${chain.deployment.pairs['VENOM/BUSD']}`).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(VENOM\/BUSD|BUSD\/VENOM) pool$/)
  await page.goBack()

  // The ways in: a swap into the token, liquidity with it.
  await page.getByTestId('token-page-swap').click()
  await expect(page).toHaveURL(new RegExp(`#/swap\\?outputCurrency=${VENOM}$`))
  await expect(page.getByTestId('swap-output').getByTestId('currency-select')).toContainText('VENOM')
  await page.goBack()
  await page.getByTestId('token-page-add').click()
  await expect(page).toHaveURL(new RegExp(`#/add/${VENOM}$`))
})

test('a trade by another account reaches the chart of a token priced through it', async ({ page, chain }) => {
  // WBTC is priced through its WFRA pool and WFRA's BUSD pool: a trade of FRA for BUSD moves its dollar price.
  const { WBTC } = chain.deployment.tokens
  await page.goto(`/#/tokens/${WBTC}`)
  const before = await usdPriceSeriesOf(chain, WBTC)
  await expectSeries(page, before)

  await swapTwice(chain)
  const after = await usdPriceSeriesOf(chain, WBTC)
  expect(after.length, 'the two trades are two more points').toBe(before.length + 2)
  expect(toNumber(after.at(-1)!)).not.toBeCloseTo(toNumber(before.at(-1)!), 9)
  await expectSeries(page, after)
  await expectUsd(page.getByTestId('token-page-price'), 'data-usd', after.at(-1))
})

test('a token on none of the user’s lists says so; an address no pool holds has no page', async ({ page, chain }) => {
  const { TAX } = chain.deployment.tokens
  await page.goto(`/#/tokens/${TAX}`)
  await expect(page.getByTestId('token-page-unlisted')).toContainText('check its address before you trade', READY)

  for (const address of [chain.deployment.factory, '0x0000000000000000000000000000000000000001', 'not-an-address']) {
    await page.goto(`/#/tokens/${address}`)
    await expect(page.getByTestId('token-page-status')).toHaveText(
      'No pool of this exchange holds a token at this address.',
      READY,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible()
  }
})
