// Storage that refuses (issue 40, item 4). localStorage filled to the browser's own quota by another key (as another
// app on the same origin, or a near-full private mode, leaves it): a swap still goes through and shows, the user is
// told once that records cannot be saved on this device, and the record saved before stays in storage whole.
// IndexedDB under a quota too small for the chain history the activity page reads (the browser's quota, lowered
// through the DevTools protocol): the page still lists what the chain holds, read again on each visit.
import { type Page } from '@playwright/test'
import { type BigNumber } from 'ethers'

import { attach } from '../../../scripts/lib/contracts'
import { expect, type LocalChain, test } from '../support/fixtures'
import { minedReceipt } from '../support/receipts'
import { swapAndConfirm } from '../support/swap'

const TRANSACTIONS_KEY = 'venom_transactions'
const NOTICE =
  'Not saved on this deviceThis browser refuses to save more (its storage is full, or it is in private mode). Everything works, and nothing saved before is lost, but what you do now is kept only while this tab is open. The chain keeps every transaction: the Activity page reads them from it.'

/** Fills localStorage under keys of its own until the browser refuses even one more character. */
async function fillLocalStorage(page: Page): Promise<number> {
  return page.evaluate(() => {
    let size = 1 << 20
    let count = 0
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${count}`, 'x'.repeat(size))
        count += 1
      } catch {
        size = Math.floor(size / 2)
      }
    }
    return count
  })
}

const closeDialog = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()

const storedHashes = (page: Page) =>
  page.evaluate((key) => Object.keys(JSON.parse(localStorage.getItem(key) ?? '{}')['31337'] ?? {}), TRANSACTIONS_KEY)

async function busdOf(chain: LocalChain, account: string): Promise<BigNumber> {
  return attach(chain.provider.getSigner(0), 'DemoERC20', chain.deployment.tokens.BUSD).balanceOf(account)
}

test('localStorage full: the swap goes through and shows, the user is told once, and the record saved before stays', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const amount = page.getByTestId('swap-input').getByTestId('amount-input')
  await amount.fill('1')
  const first = await swapAndConfirm(page)
  await closeDialog(page)
  await expect.poll(() => storedHashes(page)).toContain(first)

  expect(await fillLocalStorage(page)).toBeGreaterThan(0)
  const busdBefore = await busdOf(chain, wallet.account)
  await amount.fill('1')
  const second = await swapAndConfirm(page)
  await closeDialog(page)
  const notice = page.getByTestId('storage-refused')
  await expect(notice.getByRole('alert')).toHaveText(NOTICE)
  await expect(notice).toHaveCount(1)

  // The swap happened, and the page shows it; storage still holds the first record, whole, and only that.
  const receipt = await minedReceipt(chain.provider, second, 'the second swap')
  expect(receipt.status).toBe(1)
  expect((await busdOf(chain, wallet.account)).gt(busdBefore)).toBe(true)
  await expect(page.getByTestId(`popup-${second}`).locator('[data-outcome="success"]')).toBeVisible()
  expect(await storedHashes(page)).toEqual([first])
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByTestId(`recent-tx-${first}`)).toBeVisible()
  await expect(page.getByTestId(`recent-tx-${second}`)).toHaveAttribute('data-status', 'success')
  await page.keyboard.press('Escape')

  // Closed, the notice does not come back for the next write storage refuses (a setting).
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toHaveCount(0)
  // The save's check writes again what storage does not hold, and says in the console that storage refused it.
  const refusedAgain = page.waitForEvent('console', (message) => message.text().includes('State could not be saved'))
  await page.getByTestId('settings-button').click()
  await page.getByTestId('slippage-input').fill('1.5')
  await page.getByTestId('settings-button').click()
  await refusedAgain
  await expect(notice).toHaveCount(0)
  expect(await storedHashes(page)).toEqual([first])
})

test('IndexedDB under a quota too small for the chain history: the activity page still lists what the chain holds', async ({
  page,
  wallet,
  chain,
  baseURL,
}) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? '').origin, quotaSize: 16 * 1024 })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  // An activity of its own beyond the demo's: a transfer the page must read from the chain.
  const sent = await (
    await attach(chain.provider.getSigner(wallet.account), 'DemoERC20', chain.deployment.tokens.BUSD).transfer(
      chain.accounts[6],
      1,
    )
  ).wait()

  wallet.authorize()
  for (const visit of ['first', 'second']) {
    if (visit === 'first') await page.goto('/#/activity')
    else await page.reload()
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    await expect(page.getByTestId(`activity-tx-${sent.transactionHash}`), `${visit} visit`).toHaveAttribute(
      'data-sent-by-account',
      'true',
      { timeout: 30_000 },
    )
    await expect(page.getByTestId('activity-history-progress')).toHaveCount(0, { timeout: 30_000 })
  }
  expect(warnings.some((text) => text.includes('Chain history not kept on this device'))).toBe(true)
})
