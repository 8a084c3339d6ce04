// The price chart beside the swap card (issue 29): swaps made by the test at known blocks appear as the chart's
// points, each equal to the price of the pair's Sync reserves of that block; the ranges; the chart folds under the
// card on a phone; a node refusing eth_getLogs leaves a note and the swap card working; axe and the keyboard.
import { type Locator, type Page } from '@playwright/test'
import { type providers } from 'ethers'
import { id } from 'ethers/lib/utils.js'

import { expectAccessibleInEveryLook } from './support/axe'
import { contractsFor, failGetLogs, swapTwice } from './support/farmYields'
import { expect, type LocalChain, test } from './support/fixtures'

const SYNC = id('Sync(uint112,uint112)')

/** The FRA price in BUSD after a transaction, from the WFRA/BUSD pair's Sync log in its receipt. */
async function priceAfter(chain: LocalChain, receipt: providers.TransactionReceipt): Promise<number> {
  const pairAddress = chain.deployment.pairs['WFRA/BUSD'].toLowerCase()
  const sync = receipt.logs.filter((log) => log.address.toLowerCase() === pairAddress && log.topics[0] === SYNC).at(-1)
  expect(sync, 'the swap synced the pair').toBeDefined()
  const reserve0 = BigInt(`0x${sync!.data.slice(2, 66)}`)
  const reserve1 = BigInt(`0x${sync!.data.slice(66, 130)}`)
  const token0: string = await contractsFor(chain, 0).pair('WFRA/BUSD').token0()
  const fraIsToken0 = token0.toLowerCase() === chain.deployment.weth.toLowerCase()
  const [fra, busd] = fraIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
  return Number((busd * 10n ** 24n) / fra) / 1e24
}

async function expectLastPoint(chart: Locator, block: number, price: number) {
  await expect(chart).toHaveAttribute('data-last-block', String(block), { timeout: 30_000 })
  const shown = Number(await chart.getAttribute('data-last-price'))
  expect(Math.abs(shown / price - 1), `${shown} vs ${price}`).toBeLessThan(1e-9)
}

/** The swap page for FRA to BUSD, connected: its chart (not yet waited for). */
async function openFraToBusd(page: Page, wallet: { authorize(): void }, chain: LocalChain): Promise<Locator> {
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  return page.getByTestId('price-chart')
}

test('swaps at known blocks appear as points equal to the Sync reserves of those blocks', async ({
  page,
  wallet,
  chain,
}) => {
  const chart = await openFraToBusd(page, wallet, chain)
  await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 30_000 })
  await page.getByTestId('price-chart-range-all').click()
  await expect(page.getByTestId('price-chart-range-all')).toHaveAttribute('aria-pressed', 'true')
  const before = Number(await chart.getAttribute('data-points'))
  expect(before, 'the seed traded on the pair').toBeGreaterThan(0)
  // The last point is the pair's state now.
  const seedLast = Number(await chart.getAttribute('data-last-block'))
  expect(seedLast).toBeGreaterThan(0)

  const [first, second] = await swapTwice(chain)
  const receipts = await Promise.all([first, second].map((hash) => chain.provider.getTransactionReceipt(hash)))
  // The chart reads the new blocks on its next refresh: both swaps become points, the last one the second swap's.
  await expectLastPoint(chart, receipts[1].blockNumber, await priceAfter(chain, receipts[1]))
  await expect(chart).toHaveAttribute('data-points', String(before + 2))
  // The first swap's point is the one before: a week's range starts with the price in force before it.
  expect(await priceAfter(chain, receipts[0])).not.toBe(await priceAfter(chain, receipts[1]))

  // The canvas is drawn; hovering its right end shows the last point's price and time, leaving shows the price again.
  const canvas = chart.locator('canvas').first()
  await expect(canvas).toBeVisible()
  const box = (await chart.locator('figure').boundingBox())!
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
  await page.mouse.move(box.x + box.width - 80, box.y + box.height / 2, { steps: 5 })
  await expect(chart).toContainText(/about \w{3} \d{1,2}, \d{4}/)
  await page.mouse.move(0, 0)
  await expect(chart).not.toContainText('about ')
  // A day's range holds the two swaps too (they are minutes old).
  await page.getByTestId('price-chart-range-1d').click()
  await expect(chart).toHaveAttribute('data-last-block', String(receipts[1].blockNumber))
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(2)
})

test('beside the swap card on a desktop, under it on a phone', async ({ page, wallet, chain }) => {
  wallet.authorize()
  const url = `/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url)
  const chart = page.getByTestId('price-chart')
  const card = page.getByRole('region', { name: 'Swap' })
  await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 30_000 })
  let [cardBox, chartBox] = [(await card.boundingBox())!, (await chart.boundingBox())!]
  expect(chartBox.x).toBeGreaterThanOrEqual(cardBox.x + cardBox.width)
  await page.setViewportSize({ width: 360, height: 800 })
  await expect
    .poll(async () => {
      ;[cardBox, chartBox] = [(await card.boundingBox())!, (await chart.boundingBox())!]
      return chartBox.y >= cardBox.y + cardBox.height
    })
    .toBe(true)
  expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(360)
})

test('a node refusing eth_getLogs: the chart says so, the swap card still quotes', async ({ page, wallet, chain }) => {
  await failGetLogs(page, chain)
  const chart = await openFraToBusd(page, wallet, chain)
  await expect(chart).toHaveAttribute('data-status', 'unserved', { timeout: 30_000 })
  await expect(chart).toContainText("This network's node did not serve the price history.")
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-output').getByTestId('amount-input')).not.toHaveValue('')
})

test('the swap page with its chart: axe finds nothing serious in any look, and the ranges work by keyboard', async ({
  page,
  wallet,
  chain,
}) => {
  const chart = await openFraToBusd(page, wallet, chain)
  await expectAccessibleInEveryLook(page, 'swap with its price chart', async () => {
    await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 30_000 })
    await expect(chart.locator('canvas').first()).toBeVisible()
  })
  await page.getByTestId('price-chart-range-1w').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('price-chart-range-1w')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('price-chart-range-1d')).toHaveAttribute('aria-pressed', 'false')
})
