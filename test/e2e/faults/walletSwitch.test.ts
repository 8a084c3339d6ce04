// The wallet changes under an open confirm dialog: another account (whose balances the review did not show) or
// another network (whose contracts are not the ones the review was built for). The dialog says so, and nothing is
// sent from either account, on either chain.
import { type Page } from '@playwright/test'

import { wfraBusdLiquidity } from '../support/farmLiquidity'
import { expect, type LocalChain, test } from '../support/fixtures'
import { localeText } from '../support/locales'
import { swapAndConfirm } from '../support/swap'

const WALLET_CHANGED = localeText('en', 'transactions.walletChanged')

const nonces = (chain: LocalChain, accounts: string[]) =>
  Promise.all(accounts.map((account) => chain.provider.getTransactionCount(account)))

async function openSwapReview(page: Page, chain: LocalChain): Promise<void> {
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('swap-button').click()
  await expect(page.getByTestId('confirm-swap')).toBeVisible()
}

test('another account under the swap review: the dialog says so and nothing is sent from either', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await openSwapReview(page, chain)
  const accounts = [wallet.accounts[1], wallet.accounts[2]]
  const before = await nonces(chain, accounts)

  await wallet.switchAccount(2)
  await expect(page.getByTestId('tx-error')).toContainText(WALLET_CHANGED)
  await expect(page.getByTestId('confirm-swap')).toHaveCount(0)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
  expect(await nonces(chain, accounts)).toEqual(before)

  // Closed and reviewed again, the swap goes out from the account now connected, which the review showed.
  await page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click()
  const hash = await swapAndConfirm(page)
  expect((await chain.provider.getTransaction(hash)).from).toBe(wallet.accounts[2])
})

test('another network under the stake dialog: it closes, the page says why, and nothing reaches either chain', async ({
  page,
  wallet,
  chain,
}) => {
  const account = chain.accounts[2]
  await wfraBusdLiquidity(chain, account)

  wallet.authorize()
  await wallet.switchAccount(2)
  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-max').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled()
  const before = await chain.provider.getTransactionCount(account)

  // The wallet moves to Findora, where this deployment's addresses mean nothing: the farm is not there, so the
  // dialog closes with it, and the page says why.
  await wallet.switchChain(2152)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Venom Swap is not deployed on Findora yet.')).toBeVisible()
  // Back on the local chain, the dialog does not come back by itself, and nothing was sent.
  await wallet.switchChain(31337)
  await expect(page.getByTestId('stake-deposit')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
  expect(await chain.provider.getTransactionCount(account)).toBe(before)
})
