// The pools explorer (issue 29): every pair of the factory with TVL equal to its reserves priced by the pricing
// engine's rules, and the last day's volume and fees equal to its Swap logs priced the same way; sorting, search and
// a pool's page (its figures, charts, farm and links); an address that is no pool; a node refusing eth_getLogs.
import { type Page } from '@playwright/test'
import { constants } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { deploy } from '../../scripts/lib/contracts'
import { expectUsd, READY, shownFigures } from './support/explorerFigures'
import { contractsFor, failGetLogs, mul, of, swapTwice } from './support/farmYields'
import { expect, test } from './support/fixtures'
import { type ChainPool, readFactoryPools, tvlOf, usdPricer, volume24hOf } from './support/poolFigures'
import { refusePriceEndpoint } from './support/priceEndpoint'

test.beforeEach(({ page }) => refusePriceEndpoint(page))

async function openExplorer(page: Page, poolCount: number) {
  await page.goto('/#/pools')
  await expect(page.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible()
  await expect(page.getByTestId('pools-count')).toHaveAttribute('data-count', String(poolCount), READY)
  await expect(page.getByTestId('pools-table').locator('tbody tr')).toHaveCount(Math.min(poolCount, 20), READY)
}

function pairNamed(chain: { deployment: { pairs: Record<string, string> } }, pools: ChainPool[], name: string) {
  const address = chain.deployment.pairs[name].toLowerCase()
  return pools.find((pool) => pool.address.toLowerCase() === address)!
}

test('every pair of the factory, with TVL from its reserves and the day’s volume and fees from its Swap logs', async ({
  page,
  chain,
}) => {
  const swaps = await swapTwice(chain)
  const pools = await readFactoryPools(chain)
  expect(pools.length, 'the demo has pairs').toBeGreaterThanOrEqual(6)
  const price = usdPricer(chain, pools)
  await openExplorer(page, pools.length)

  let swapped = 0
  for (const pool of pools) {
    const row = page.getByTestId(`pool-row-${pool.address}`)
    await expectUsd(row, 'data-tvl-usd', tvlOf(chain, pool, price))
    await expect(row).toHaveAttribute('data-swaps', 'served', READY)
    const { volume, swaps: count } = await volume24hOf(chain, pool, price)
    await expectUsd(row, 'data-volume-24h-usd', volume)
    await expectUsd(row, 'data-fees-24h-usd', mul(volume!, of(3n, 1000n)))
    if (count > 0) swapped++
  }
  // The test's two swaps are in the WFRA/BUSD pair's day, so its volume is more than nothing.
  const traded = pairNamed(chain, pools, 'WFRA/BUSD')
  expect((await volume24hOf(chain, traded, price)).swaps).toBeGreaterThanOrEqual(swaps.length)
  expect(
    Number(await page.getByTestId(`pool-row-${traded.address}`).getAttribute('data-volume-24h-usd')),
  ).toBeGreaterThan(0)
  expect(swapped).toBeGreaterThanOrEqual(1)
  // The pool column names the pair by its tokens' symbols, FRA for the wrapped native coin.
  await expect(page.getByTestId(`pool-row-${traded.address}`).getByRole('link')).toHaveText(/^(FRA\/BUSD|BUSD\/FRA)$/)
})

test('sorted by a figure either way, searched by symbol or address, and a pool’s page from its row', async ({
  page,
  chain,
}) => {
  await swapTwice(chain)
  const pools = await readFactoryPools(chain)
  await openExplorer(page, pools.length)
  const busdFra = pairNamed(chain, pools, 'WFRA/BUSD')
  await expect(page.getByTestId(`pool-row-${busdFra.address}`)).toHaveAttribute('data-swaps', 'served', READY)

  // Largest TVL first by default; the same header again turns the order around.
  const tvls = await shownFigures(page, 'pools-table', 'data-tvl-usd')
  expect(tvls).toEqual([...tvls].sort((a, b) => b - a))
  await expect(page.getByTestId('pools-sort-tvlUsd')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('pools-sort-tvlUsd').click()
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('TVL')
  const ascending = await shownFigures(page, 'pools-table', 'data-tvl-usd')
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  // Another figure, by keyboard: largest volume first, the traded pair on top.
  await page.getByTestId('pools-sort-volume24hUsd').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Volume 24H')
  const volumes = await shownFigures(page, 'pools-table', 'data-volume-24h-usd')
  expect(volumes).toEqual([...volumes].sort((a, b) => b - a))

  const search = page.getByTestId('pools-search')
  await search.fill('venom')
  const venom = chain.deployment.governance.token.toLowerCase()
  const venomPools = pools.filter((pool) => pool.tokens.some((token) => token.toLowerCase() === venom))
  await expect(page.getByTestId('pools-table').locator('tbody tr')).toHaveCount(venomPools.length)
  await search.fill(busdFra.address.slice(0, 12).toLowerCase())
  await expect(page.getByTestId('pools-table').locator('tbody tr')).toHaveCount(1)
  await search.fill('<img src=x onerror=alert(1)>')
  await expect(page.getByTestId('pools-empty')).toHaveText('No pool matches your search.')
  await search.fill('')

  // The pair's page: the same figures, what it holds, its farm and the ways in.
  const row = page.getByTestId(`pool-row-${busdFra.address}`)
  const [tvl, volume] = await Promise.all([row.getAttribute('data-tvl-usd'), row.getAttribute('data-volume-24h-usd')])
  await row.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`#/pools/${busdFra.address}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(FRA\/BUSD|BUSD\/FRA) pool$/)
  await expect(page.getByTestId('pool-page-tvl')).toHaveAttribute('data-usd', tvl!)
  await expect(page.getByTestId('pool-page-volume')).toHaveAttribute('data-usd', volume!, READY)
  const isWeth = (token: string) => token.toLowerCase() === chain.deployment.weth.toLowerCase()
  const [idA, idB] = busdFra.tokens.map((token) => (isWeth(token) ? 'ETH' : token))
  await expect(page.getByTestId('pool-page-add')).toHaveAttribute('href', `#/add/${idA}/${idB}`)
  await expect(page.getByTestId('pool-page-swap')).toHaveAttribute(
    'href',
    `#/swap?inputCurrency=${idA}&outputCurrency=${idB}`,
  )
  await expect(page.getByTestId('pool-page-farm')).toHaveAttribute('href', `#/staking/pools/${idA}/${idB}`)

  // The charts: the TVL line ends at today's TVL; the volume bars hold the day's swaps; the price is the reserves'.
  const chart = page.getByTestId('pool-chart')
  await expect(chart).toHaveAttribute('data-status', 'ready', READY)
  await page.getByTestId('pool-chart-range-all').click()
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(1)
  expect(Math.abs(Number(await chart.getAttribute('data-last-value')) / Number(tvl) - 1)).toBeLessThan(1e-9)
  await page.getByTestId('pool-chart-kind-volume').click()
  await expect(chart).toHaveAttribute('data-kind', 'volume')
  expect(Number(await chart.getAttribute('data-last-value'))).toBeGreaterThan(0)
  await expect(chart.locator('canvas').first()).toBeVisible()
  const priceChart = page.getByTestId('price-chart')
  await expect(priceChart).toHaveAttribute('data-status', 'ready', READY)
  const fresh = (await readFactoryPools(chain)).find((pool) => pool.address === busdFra.address)!
  const reservePrice =
    Number((fresh.reserves[1] * 10n ** 24n) / fresh.reserves[0]) / 1e24 / 10 ** (fresh.decimals[1] - fresh.decimals[0])
  expect(Math.abs(Number(await priceChart.getAttribute('data-last-price')) / reservePrice - 1)).toBeLessThan(1e-9)
})

test('a pair anyone made with a hostile token: listed, marked unlisted, its symbol shown as text', async ({
  page,
  chain,
}) => {
  const signer = chain.provider.getSigner(chain.accounts[3])
  const hostile = '<img src=x onerror=alert(1)>'
  const token = await deploy(signer, 'DemoERC20', hostile, hostile, 18, parseEther('1000000'))
  const { router } = contractsFor(chain, 3)
  await (await token.approve(router.address, constants.MaxUint256)).wait()
  const deadline = (await chain.provider.getBlock('latest')).timestamp + 3_600
  await (
    await router.addLiquidityETH(token.address, parseEther('1000'), 0, 0, chain.accounts[3], deadline, {
      value: parseEther('2'),
    })
  ).wait()
  const pools = await readFactoryPools(chain)
  const made = pools.find((pool) => pool.tokens.includes(token.address))!
  await openExplorer(page, pools.length)
  const row = page.getByTestId(`pool-row-${made.address}`)
  await expect(row.getByTestId('pool-unlisted')).toBeVisible()
  // Priced through its pair with WFRA, as the engine prices any token: 2 FRA a side.
  await expectUsd(row, 'data-tvl-usd', tvlOf(chain, made, usdPricer(chain, pools)))
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  // The claimed symbol (cleaned of spaces and cut, as every token's) is text in the link, never an element.
  const link = row.getByRole('link')
  await expect(link).toHaveText(/^(<img.*\/FRA|FRA\/<img.*)$/)
  expect(await link.evaluate((element) => element.childElementCount)).toBe(0)
  // Of the demo's pools, only those of TAX and HONEY are marked too: they are on no list (on purpose, for the
  // token check); every other token is on the default list.
  const { pairs } = chain.deployment
  for (const pair of [pairs['TAX/WFRA'], pairs['HONEY/WFRA']])
    await expect(page.getByTestId(`pool-row-${pair}`).getByTestId('pool-unlisted')).toBeVisible()
  await expect(page.getByTestId('pool-unlisted')).toHaveCount(3)
  await row.getByRole('link').click()
  await expect(page.getByTestId('pool-page-unlisted')).toContainText('check its address before you trade')
})

test('an address that is no pool of the exchange says so', async ({ page, chain }) => {
  for (const address of [
    chain.deployment.tokens.BUSD,
    '0x0000000000000000000000000000000000000001',
    'not-an-address',
  ]) {
    await page.goto(`/#/pools/${address}`)
    await expect(page.getByTestId('pool-page-status')).toHaveText('No pool of this exchange at this address.', READY)
  }
})

test('a node refusing eth_getLogs: TVL still listed, the day’s figures and the charts say they are not served', async ({
  page,
  chain,
}) => {
  const refused = await failGetLogs(page, chain)
  const pools = await readFactoryPools(chain)
  const price = usdPricer(chain, pools)
  await openExplorer(page, pools.length)
  await expect(page.getByTestId('pools-swaps-unserved')).toBeVisible(READY)
  const busdFra = pairNamed(chain, pools, 'WFRA/BUSD')
  const row = page.getByTestId(`pool-row-${busdFra.address}`)
  await expectUsd(row, 'data-tvl-usd', tvlOf(chain, busdFra, price))
  await expect(row).toHaveAttribute('data-swaps', 'unserved')
  await expect(row).not.toHaveAttribute('data-volume-24h-usd', /./)
  expect(refused.count).toBeGreaterThan(0)

  await row.getByRole('link').click()
  await expect(page.getByTestId('pool-chart')).toHaveAttribute('data-status', 'unserved', READY)
  await expect(page.getByTestId('price-chart')).toContainText("This network's node did not serve the price history.")
  await expect(page.getByTestId('pool-page-tvl')).toHaveAttribute('data-usd', /\d/)
})
