// Transactions that never land, against the test's own Anvil with automine off: a swap sent through the page's
// wallet is dropped by the node, or sped up or cancelled by a same-nonce transaction the test sends; a swap the page
// recorded is left pending across a reload. The popup and the recent list say which, and the chain shows what really
// happened.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, Contract, type providers } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { rpc } from '../../../scripts/lib/anvil'
import { attach } from '../../../scripts/lib/contracts'
import { expect, type LocalChain, test } from '../support/fixtures'
import { gasCost } from '../support/gasCost'
import { lookupsOf, trackInPage } from '../support/transactionTracking'
import { type TestWallet } from '../support/wallet'

/** VITE_TX_DROPPED_GRACE_MS of the end-to-end build (scripts/e2e.ts). */
const GRACE_MS = 3_000
const AMOUNT_IN = parseEther('1')
/** Resolving takes the grace period and a few checks (each two or three JSON-RPC round trips, slow on a busy CI). */
const RESOLVED = { timeout: 20_000 }

type PendingTx = providers.TransactionResponse & { to: string }

function busd(chain: LocalChain): Contract {
  return new Contract(
    chain.deployment.tokens.BUSD,
    ['function balanceOf(address) view returns (uint256)'],
    chain.provider,
  )
}

async function quote(chain: LocalChain): Promise<BigNumber> {
  const abi = ['function getAmountsOut(uint256, address[]) view returns (uint256[])']
  const router = new Contract(chain.deployment.router, abi, chain.provider)
  const path = [chain.deployment.weth, chain.deployment.tokens.BUSD]
  return ((await router.getAmountsOut(AMOUNT_IN, path)) as BigNumber[])[1]
}

/** With automine off, swaps 1 FRA for BUSD through the page and returns the transaction the node now holds. */
async function submitSwap(page: Page, wallet: TestWallet, chain: LocalChain): Promise<PendingTx> {
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await rpc(chain.url, 'evm_setAutomine', [false])
  await page.getByTestId('swap-button').click()
  await page.getByTestId('confirm-swap').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  const tx = await chain.provider.getTransaction(hash)
  expect(tx.blockNumber ?? null).toBeNull()
  return { ...tx, to: tx.to ?? '' }
}

/**
 * With automine off, the same swap sent by the test code from the page's account and recorded by the page as its own
 * (the tests of what happens after a reload, which start from a pending swap; the others make it on the page).
 */
async function submitSwapFromTest(page: Page, wallet: TestWallet, chain: LocalChain): Promise<PendingTx> {
  const { router, weth, tokens } = chain.deployment
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await rpc(chain.url, 'evm_setAutomine', [false])
  const signer = chain.provider.getSigner(wallet.account)
  const sent = await attach(signer, 'UniswapV2Router02', router).swapExactETHForTokens(
    0,
    [weth, tokens.BUSD],
    wallet.account,
    constants.MaxUint256,
    { value: AMOUNT_IN },
  )
  await trackInPage(page, sent.hash, 'Swap 1 FRA for BUSD')
  const tx = await chain.provider.getTransaction(sent.hash)
  expect(tx.blockNumber ?? null).toBeNull()
  return { ...tx, to: tx.to ?? '' }
}

/** The test's own transaction with the swap's nonce and twice its fees, signed by Anvil's unlocked account. */
async function sendSameNonce(chain: LocalChain, from: string, original: PendingTx, call: object): Promise<string> {
  const fee = (value?: BigNumber) => (value ?? parseUnits('1', 'gwei')).mul(2).add(parseUnits('1', 'gwei'))
  return rpc<string>(chain.url, 'eth_sendTransaction', [
    {
      from,
      nonce: `0x${original.nonce.toString(16)}`,
      gas: original.gasLimit.toHexString(),
      maxFeePerGas: fee(original.maxFeePerGas).toHexString(),
      maxPriorityFeePerGas: fee(original.maxPriorityFeePerGas).toHexString(),
      ...call,
    },
  ])
}

function recentRow(page: Page, hash: string) {
  return page.getByTestId(`recent-tx-${hash}`)
}

async function openRecent(page: Page): Promise<void> {
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByRole('region', { name: 'Recent Transactions' })).toBeVisible()
}

test.afterEach(async ({ chain }) => {
  await rpc(chain.url, 'evm_setAutomine', [true])
})

test('a swap the node drops is shown dropped after the grace period, and nothing happened on chain', async ({
  page,
  wallet,
  chain,
}) => {
  const busdBefore = await busd(chain).balanceOf(wallet.account)
  const swap = await submitSwap(page, wallet, chain)
  await openRecent(page)
  await expect(recentRow(page, swap.hash)).toHaveAttribute('data-status', 'pending')

  await rpc(chain.url, 'anvil_dropTransaction', [swap.hash])
  const droppedAt = Date.now()
  // No block comes: only the timer can notice, and only once the grace period is over.
  await expect(recentRow(page, swap.hash)).toHaveAttribute('data-status', 'dropped', RESOLVED)
  expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(GRACE_MS)
  await expect(recentRow(page, swap.hash)).toContainText('Dropped: never mined')
  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="dropped"]')).toBeVisible()
  await expect(popup).toContainText('Dropped: the network no longer has this transaction and it will not be mined.')

  expect(await chain.provider.getTransactionCount(wallet.account, 'pending')).toBe(swap.nonce)
  expect(await chain.provider.getTransactionCount(wallet.account, 'latest')).toBe(swap.nonce)
  expect((await busd(chain).balanceOf(wallet.account)).eq(busdBefore)).toBe(true)
})

test('a swap sped up in the wallet follows the speed-up and ends as it ended; it swapped once', async ({
  page,
  wallet,
  chain,
}) => {
  const quoted = await quote(chain)
  const busdBefore = await busd(chain).balanceOf(wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)
  const swap = await submitSwap(page, wallet, chain)
  const call = { to: swap.to, data: swap.data, value: swap.value.toHexString() }

  const faster = await sendSameNonce(chain, wallet.account, swap, call)
  expect(faster).not.toBe(swap.hash)
  await rpc(chain.url, 'evm_mine')

  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="spedUpSuccess"]')).toBeVisible(RESOLVED)
  await expect(popup).toContainText('Sped up: the faster copy succeeded')
  await expect(popup.getByRole('link', { name: /^View on / })).toHaveAttribute('href', new RegExp(`/tx/${faster}$`))
  await openRecent(page)
  const row = recentRow(page, swap.hash)
  await expect(row).toHaveAttribute('data-status', 'success')
  await expect(row).toHaveAttribute('data-outcome', 'spedUpSuccess')
  await expect(row).toContainText('Sped up, then confirmed')

  expect(await chain.provider.getTransactionReceipt(swap.hash)).toBeNull()
  expect((await chain.provider.getTransactionReceipt(faster)).status).toBe(1)
  expect(await chain.provider.getTransactionCount(wallet.account, 'latest')).toBe(swap.nonce + 1)
  expect((await busd(chain).balanceOf(wallet.account)).sub(busdBefore).toString()).toBe(quoted.toString())
  const spent = fraBefore.sub(await chain.provider.getBalance(wallet.account)).sub(await gasCost(chain, faster))
  expect(spent.toString()).toBe(AMOUNT_IN.toString())
})

test('a swap cancelled in the wallet (an empty transaction to self) is shown cancelled; nothing was swapped', async ({
  page,
  wallet,
  chain,
}) => {
  const busdBefore = await busd(chain).balanceOf(wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)
  const swap = await submitSwap(page, wallet, chain)

  const cancel = await sendSameNonce(chain, wallet.account, swap, { to: wallet.account, data: '0x', value: '0x0' })
  await rpc(chain.url, 'evm_mine')

  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="cancelled"]')).toBeVisible(RESOLVED)
  await expect(popup).toContainText('Cancelled: an empty transaction to your own address took its place')
  await openRecent(page)
  await expect(recentRow(page, swap.hash)).toHaveAttribute('data-status', 'cancelled')
  await expect(recentRow(page, swap.hash)).toContainText('Cancelled in the wallet')

  expect(await chain.provider.getTransactionReceipt(swap.hash)).toBeNull()
  expect(await chain.provider.getTransactionCount(wallet.account, 'latest')).toBe(swap.nonce + 1)
  expect((await busd(chain).balanceOf(wallet.account)).eq(busdBefore)).toBe(true)
  const spent = fraBefore.sub(await chain.provider.getBalance(wallet.account))
  expect(spent.toString()).toBe((await gasCost(chain, cancel)).toString())
})

/** After a reload, the pending swap listed again: the row in the recent list. */
async function reloadToPending(page: Page, swap: PendingTx) {
  await page.reload()
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await openRecent(page)
  const row = recentRow(page, swap.hash)
  await expect(row).toHaveAttribute('data-status', 'pending')
  return row
}

test('a pending swap survives a reload, and checks past the grace period never call it dropped', async ({
  page,
  wallet,
  chain,
}) => {
  await page.clock.install()
  const swap = await submitSwapFromTest(page, wallet, chain)
  const row = await reloadToPending(page, swap)

  // Checks past the grace period find it in the node's pool: a pending transaction is never called dropped. Once the
  // page has checked it, its clock moves past the grace period instead of the test waiting it out. A check starts
  // only once the one before has been applied, so after two more of them the row shows what the first decided.
  const checks = lookupsOf(page, swap.hash)
  await expect.poll(() => checks.length, { intervals: [100] }).toBeGreaterThan(0)
  await page.clock.runFor(GRACE_MS)
  const graceOver = Date.now()
  await expect
    .poll(() => checks.filter((time) => time > graceOver).length, { intervals: [100], timeout: 15_000 })
    .toBeGreaterThan(1)
  await expect(row).toHaveAttribute('data-status', 'pending')
  expect(await chain.provider.getTransactionReceipt(swap.hash)).toBeNull()
})

test('a pending swap listed again after a reload resolves once mined', async ({ page, wallet, chain }) => {
  const quoted = await quote(chain)
  const busdBefore = await busd(chain).balanceOf(wallet.account)
  const swap = await submitSwapFromTest(page, wallet, chain)
  const row = await reloadToPending(page, swap)

  await rpc(chain.url, 'evm_mine')
  await expect(row).toHaveAttribute('data-status', 'success', RESOLVED)
  await expect(page.getByTestId(`popup-${swap.hash}`).locator('[data-outcome="success"]')).toBeVisible()
  expect((await chain.provider.getTransactionReceipt(swap.hash)).status).toBe(1)
  expect((await busd(chain).balanceOf(wallet.account)).sub(busdBefore).toString()).toBe(quoted.toString())
})
