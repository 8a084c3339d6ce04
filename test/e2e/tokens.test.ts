// The tokens explorer (issue 42): every token in the factory's pairs with its USD price by the pricing engine's rules,
// its TVL as the sum of its side of each of its pools (read from their reserves) and its volume as the sum of its
// pools' last day of Swap logs; sorting, search, and the way between the two explorer tables.
import { type Page } from '@playwright/test'

import { expectUsd, READY, shownFigures } from './support/explorerFigures'
import { add, div, mineADay, of, swapTwice, toNumber } from './support/farmYields'
import { expect, test } from './support/fixtures'
import { poolsOf, readFactoryPools, tokenTvlOf, usdPricer, volume24hOf } from './support/poolFigures'
import { refusePriceEndpoint } from './support/priceEndpoint'

test.beforeEach(({ page }) => refusePriceEndpoint(page))

async function openTokens(page: Page, tokenCount: number) {
  await page.goto('/#/tokens')
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible()
  await expect(page.getByTestId('tokens-count')).toHaveAttribute('data-count', String(tokenCount), READY)
  await expect(page.getByTestId('tokens-table').locator('tbody tr')).toHaveCount(tokenCount, READY)
}

test('every token of the pools, priced, with TVL the sum of its side of each pool and its pools’ day of volume', async ({
  page,
  chain,
}) => {
  await swapTwice(chain)
  const pools = await readFactoryPools(chain)
  const price = usdPricer(chain, pools)
  const tokens = [...new Set(pools.flatMap((pool) => pool.tokens))]
  await openTokens(page, tokens.length)

  for (const token of tokens) {
    const row = page.getByTestId(`tokens-row-${token}`)
    await expect(row).toHaveAttribute('data-pools', String(poolsOf(pools, token).length))
    const tokenPrice = price(token)
    if (!tokenPrice) {
      await expect(row).not.toHaveAttribute('data-price-usd', /./)
      continue
    }
    await expectUsd(row, 'data-price-usd', tokenPrice)
    await expectUsd(row, 'data-tvl-usd', tokenTvlOf(pools, token, tokenPrice))
    let volume = of(0n)
    for (const pool of poolsOf(pools, token)) {
      const day = await volume24hOf(chain, pool, price)
      if (day.volume) volume = add(volume, day.volume)
    }
    await expectUsd(row, 'data-volume-24h-usd', volume)
  }
  // The test's swaps traded BUSD, so its day's volume is more than nothing.
  const busd = page.getByTestId(`tokens-row-${chain.deployment.tokens.BUSD}`)
  expect(Number(await busd.getAttribute('data-volume-24h-usd'))).toBeGreaterThan(0)
})

test('sorted by a figure either way, searched by symbol or address, one tab away from the pools', async ({
  page,
  chain,
}) => {
  const pools = await readFactoryPools(chain)
  const tokens = [...new Set(pools.flatMap((pool) => pool.tokens))]
  await openTokens(page, tokens.length)
  const busd = chain.deployment.tokens.BUSD
  await expect(page.getByTestId(`tokens-row-${busd}`)).toHaveAttribute('data-tvl-usd', /\d/, READY)

  // Largest TVL first by default (an unpriced token last); the same header again turns the order around.
  const tvls = (await shownFigures(page, 'tokens-table', 'data-tvl-usd')).filter((tvl) => !Number.isNaN(tvl))
  expect(tvls).toEqual([...tvls].sort((a, b) => b - a))
  await page.getByTestId('tokens-sort-tvlUsd').click()
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('TVL')
  const ascending = (await shownFigures(page, 'tokens-table', 'data-tvl-usd')).filter((tvl) => !Number.isNaN(tvl))
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  // Price, by keyboard.
  await page.getByTestId('tokens-sort-priceUsd').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Price')
  const prices = (await shownFigures(page, 'tokens-table', 'data-price-usd')).filter((value) => !Number.isNaN(value))
  expect(prices).toEqual([...prices].sort((a, b) => b - a))

  const search = page.getByTestId('tokens-search')
  await search.fill('busd')
  await expect(page.getByTestId('tokens-table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByTestId(`tokens-row-${busd}`)).toBeVisible()
  await search.fill(busd.slice(0, 12).toLowerCase())
  await expect(page.getByTestId('tokens-table').locator('tbody tr')).toHaveCount(1)
  await search.fill('<img src=x onerror=alert(1)>')
  await expect(page.getByTestId('tokens-empty')).toHaveText('No token matches your search.')

  // The explorer's tabs, with the header's Explore marked on both.
  await expect(page.getByTestId('explore-tokens')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.getByTestId('explore-pools').click()
  await expect(page).toHaveURL(/#\/pools$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible()
  await page.getByTestId('explore-tokens').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible()
})

test('a trade by another account moves the token’s 24 h change: its price now over its price a day of blocks ago', async ({
  page,
  chain,
}) => {
  // A day of blocks with no trade, priced before it ends; then another account buys BUSD with FRA.
  const before = usdPricer(chain, await readFactoryPools(chain))
  await mineADay(chain)
  await swapTwice(chain)
  const after = usdPricer(chain, await readFactoryPools(chain))
  const weth = chain.deployment.weth
  const change = (token: string) => toNumber(before(token) ? div(after(token)!, before(token)!) : of(1n)) - 1
  expect(Math.abs(change(weth)), 'the trade moved FRA’s price').toBeGreaterThan(1e-6)

  const pools = await readFactoryPools(chain)
  await openTokens(page, new Set(pools.flatMap((pool) => pool.tokens)).size)
  const fra = page.getByTestId(`tokens-row-${weth}`)
  await expect(fra).toHaveAttribute('data-price-change-24h', /\d/, READY)
  await expect
    .poll(async () => Number(await fra.getAttribute('data-price-change-24h')), READY)
    .toBeCloseTo(change(weth), 9)
  // BUSD is the dollar: no change.
  await expect(page.getByTestId(`tokens-row-${chain.deployment.tokens.BUSD}`)).toHaveAttribute(
    'data-price-change-24h',
    '0',
  )
  await expect(fra.locator('td').nth(2)).toHaveText(/^[+-]\d+\.\d\d%$/)
})
