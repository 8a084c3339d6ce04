// Transactions sent with the page's wallet: tracked by the app (through the e2e seam), announced in a popup,
// listed in the account view, kept across a reload; a transaction replaced by another with its nonce is never pending.
import { type Page } from '@playwright/test'
import { parseEther } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { expect, test } from './support/fixtures'

type Ethereum = { request(args: { method: string; params?: unknown[] }): Promise<string> }
type Seam = { __venom?: { addTransaction(hash: string, summary?: string): Promise<void> } }

async function connect(page: Page): Promise<void> {
  await page.goto('/')
  // Authorised wallets connect by themselves.
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.waitForFunction(() => Boolean((window as unknown as Seam).__venom))
}

function sendFromPage(page: Page, tx: Record<string, string>): Promise<string> {
  return page.evaluate(
    (params) => (window.ethereum as Ethereum).request({ method: 'eth_sendTransaction', params: [params] }),
    tx,
  )
}

function track(page: Page, hash: string, summary: string): Promise<void> {
  return page.evaluate(([h, s]) => (window as unknown as Seam).__venom!.addTransaction(h, s), [hash, summary])
}

async function openAccountView(page: Page): Promise<void> {
  await page.getByTestId('web3-status-connected').click()
}

test('a transaction sent from the page produces a popup, appears in recent transactions and survives a reload', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await connect(page)
  const to = chain.accounts[5]
  const before = await chain.provider.getBalance(to)

  const hash = await sendFromPage(page, { from: wallet.account, to, value: parseEther('1.5').toHexString() })
  await track(page, hash, 'Send 1.5 FRA')

  const popup = page.getByTestId(`popup-${hash}`)
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('Send 1.5 FRA')
  await expect(popup.locator('[data-status="success"]').first()).toBeVisible()
  await expect(popup.getByRole('link', { name: /^View on / })).toHaveAttribute('href', new RegExp(`/tx/${hash}$`))

  const receipt = await chain.provider.getTransactionReceipt(hash)
  expect(receipt.status).toBe(1)
  expect((await chain.provider.getBalance(to)).sub(before).toString()).toBe(parseEther('1.5').toString())

  await openAccountView(page)
  const row = page.getByTestId(`recent-tx-${hash}`)
  await expect(row).toBeVisible()
  await expect(row).toContainText('Send 1.5 FRA')
  await expect(row).toHaveAttribute('data-status', 'success')

  await page.reload()
  await connect(page)
  await openAccountView(page)
  await expect(page.getByTestId(`recent-tx-${hash}`)).toHaveAttribute('data-status', 'success')

  // Recording the same hash again keeps the first record and says why.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await track(page, hash, 'Again')
  await expect.poll(() => errors).toContain('Attempted to add existing transaction.')
  await expect(page.getByTestId(`recent-tx-${hash}`)).toContainText('Send 1.5 FRA')
})

test('a popup closes with its close button', async ({ page, wallet, chain }) => {
  wallet.authorize()
  await connect(page)
  const hash = await sendFromPage(page, { from: wallet.account, to: chain.accounts[5], value: '0x1' })
  await track(page, hash, 'Tiny send')
  const popup = page.getByTestId(`popup-${hash}`)
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toBeHidden()
})

test('a transaction replaced by another with the same nonce is marked replaced, not pending', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await connect(page)
  const to = chain.accounts[6]
  const nonce = await chain.provider.getTransactionCount(wallet.account, 'latest')

  await rpc(chain.url, 'evm_setAutomine', [false])
  let first: string
  let second: string
  try {
    first = await sendFromPage(page, { from: wallet.account, to, value: parseEther('1').toHexString() })
    await track(page, first, 'Send 1 FRA')
    const pendingRow = page.getByTestId(`recent-tx-${first}`)
    await openAccountView(page)
    await expect(pendingRow).toHaveAttribute('data-status', 'pending')

    // The wallet speeds the transaction up: the first leaves the pool, another takes its nonce and is mined.
    await rpc(chain.url, 'anvil_dropTransaction', [first])
    second = await sendFromPage(page, {
      from: wallet.account,
      to,
      value: parseEther('2').toHexString(),
      nonce: `0x${nonce.toString(16)}`,
    })
    await rpc(chain.url, 'evm_mine')
  } finally {
    await rpc(chain.url, 'evm_setAutomine', [true])
  }

  expect(await chain.provider.getTransactionReceipt(first)).toBeNull()
  expect((await chain.provider.getTransactionReceipt(second)).status).toBe(1)

  await expect(page.getByTestId(`popup-${first}`).locator('[data-status="replaced"]').first()).toBeVisible()
  await expect(page.getByTestId(`recent-tx-${first}`)).toHaveAttribute('data-status', 'replaced')
})
