// The app open in several tabs of one browser (issue 40): what one tab records or changes reaches the others, and
// nothing is lost whichever tab closes first, although every tab keeps saving its own copy of the store.
import { type BrowserContext, type Page } from '@playwright/test'

import { expect, type LocalChain, routeToChain, test } from './support/fixtures'
import { swapAndConfirm } from './support/swap'
import { TestWallet } from './support/wallet'

/** Another tab of the same browser, on the worker's chain, its wallet (the same account) already authorised. */
async function openTab(context: BrowserContext, chain: LocalChain, path: string): Promise<Page> {
  const tab = await context.newPage()
  await routeToChain(tab, chain)
  const wallet = new TestWallet(tab, chain.url, chain.accounts)
  await wallet.install()
  wallet.authorize()
  await tab.goto(path)
  await expect(tab.getByTestId('web3-status-connected')).toBeVisible()
  return tab
}

const stored = (page: Page, slice: 'user' | 'transactions') =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>, `venom_${slice}`)

async function recordedHashes(page: Page): Promise<string[]> {
  const transactions = (await stored(page, 'transactions')) as Record<string, Record<string, { receipt?: unknown }>>
  return Object.values(transactions).flatMap((records) =>
    Object.entries(records)
      .filter(([, record]) => record.receipt)
      .map(([hash]) => hash),
  )
}

async function setSlippage(page: Page, percent: string): Promise<void> {
  await page.getByTestId('settings-button').click()
  await page.getByRole('button', { name: percent, exact: true }).click()
  await page.keyboard.press('Escape')
}

test('a swap sent in one tab is recorded in the others and survives its tab closing while another keeps saving', async ({
  page,
  wallet,
  chain,
  context,
}) => {
  wallet.authorize()
  await page.goto('/#/pool')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()

  const swapTab = await openTab(
    context,
    chain,
    `/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`,
  )
  await swapTab.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  const hash = await swapAndConfirm(swapTab)
  expect((await chain.provider.getTransactionReceipt(hash)).status).toBe(1)
  await expect(swapTab.getByTestId(`popup-${hash}`)).toHaveCount(1)

  // The pool tab lists it among its recent transactions, mined.
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByTestId(`recent-tx-${hash}`)).toBeVisible()
  await page.keyboard.press('Escape')

  // The swap tab closes; the pool tab saves again afterwards (the user moves to its swap page and changes a setting,
  // blocks come), with the record.
  await swapTab.close()
  await page.getByRole('link', { name: 'Swap', exact: true }).click()
  await setSlippage(page, '1%')
  await chain.mine(2)
  await expect.poll(() => recordedHashes(page)).toContain(hash)

  const third = await openTab(context, chain, '/#/swap')
  await third.getByTestId('web3-status-connected').click()
  await expect(third.getByTestId(`recent-tx-${hash}`)).toBeVisible()
})

test('settings changed in each tab in turn are all kept, whichever tab closes first', async ({
  page,
  wallet,
  chain,
  context,
}) => {
  wallet.authorize()
  await page.goto('/#/swap')
  const other = await openTab(context, chain, '/#/swap')

  await setSlippage(page, '1%')
  await other.getByTestId('settings-button').click()
  await other.getByTestId('deadline-input').fill('30')
  await other.keyboard.press('Escape')
  // Each tab shows the other's change without a reload.
  await page.getByTestId('settings-button').click()
  await expect(page.getByTestId('deadline-input')).toHaveAttribute('placeholder', '30')
  await page.keyboard.press('Escape')
  await other.getByTestId('settings-button').click()
  await expect(other.getByRole('button', { name: '1%', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await other.keyboard.press('Escape')

  // The first tab goes on saving (blocks come) after the second's change, then closes; the second closes last.
  await chain.mine(2)
  await page.close()
  await other.close()
  const third = await openTab(context, chain, '/#/swap')
  await expect.poll(() => stored(third, 'user')).toMatchObject({ userSlippageTolerance: 100, userDeadline: 1800 })
  await third.getByTestId('settings-button').click()
  await expect(third.getByTestId('deadline-input')).toHaveAttribute('placeholder', '30')
})
