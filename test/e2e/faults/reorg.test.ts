// The chain changes its mind (issue 27, item 1): a swap the page showed as confirmed is removed by a reorg. Anvil
// goes back to a snapshot taken before the swap and mines other blocks up to the same height or beyond, so the page
// sees the heights it knew with other hashes. The swap goes back to pending, then is confirmed again when the same signed
// transaction is mined by the new chain, or dropped when it is not; the quote on screen follows the new head's
// reserves at once (also at the same height), and the chain's balances say what really happened.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, Contract, type providers } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { rpc } from '../../../scripts/lib/anvil'
import { attach } from '../../../scripts/lib/contracts'
import { forgetChainHistory } from '../../../scripts/lib/seed'
import { significant } from '../support/amounts'
import { expect, type LocalChain, test } from '../support/fixtures'
import { minedReceipt } from '../support/receipts'
import { lookupsOf, trackInPage } from '../support/transactionTracking'
import { type TestWallet } from '../support/wallet'

const AMOUNT_IN = parseEther('1')
/** VITE_TX_DROPPED_GRACE_MS of the end-to-end build (scripts/e2e.ts). */
const GRACE_MS = 3_000
/** A verdict takes a few checks (each two or three JSON-RPC round trips, slow on a busy machine). */
const RESOLVED = { timeout: 20_000 }

async function quote(chain: LocalChain): Promise<BigNumber> {
  const abi = ['function getAmountsOut(uint256, address[]) view returns (uint256[])']
  const router = new Contract(chain.deployment.router, abi, chain.provider)
  const path = [chain.deployment.weth, chain.deployment.tokens.BUSD]
  return ((await router.getAmountsOut(AMOUNT_IN, path)) as BigNumber[])[1]
}

async function busdBalance(chain: LocalChain, account: string): Promise<BigNumber> {
  const abi = ['function balanceOf(address) view returns (uint256)']
  return (await new Contract(chain.deployment.tokens.BUSD, abi, chain.provider).balanceOf(account)) as BigNumber
}

async function head(chain: LocalChain): Promise<{ number: number; hash: string }> {
  const block = await rpc<{ number: string; hash: string }>(chain.url, 'eth_getBlockByNumber', ['latest', false])
  return { number: Number(block.number), hash: block.hash }
}

test.afterEach(async ({ chain }) => {
  await rpc(chain.url, 'evm_setAutomine', [true])
})

const output = (page: Page) => page.getByTestId('swap-output').getByTestId('amount-input')

async function typeOneFra(page: Page, chain: LocalChain): Promise<BigNumber> {
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  const quoted = await quote(chain)
  await expect(output(page)).toHaveValue(significant(quoted, 18, 6))
  return quoted
}

type Receipt = providers.TransactionReceipt
type Swap = (page: Page, wallet: TestWallet, chain: LocalChain) => Promise<{ hash: string; receipt: Receipt }>

/** Swaps 1 FRA for BUSD through the page and waits for the confirmed popup; returns the transaction and its receipt. */
async function swapOneFra(page: Page, wallet: TestWallet, chain: LocalChain) {
  await page.getByTestId('swap-button').click()
  await page.getByTestId('confirm-swap').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  const receipt = await minedReceipt(chain.provider, hash, 'the swap')
  await expect(page.getByTestId(`popup-${hash}`).locator('[data-outcome="success"]')).toBeVisible()
  expect(receipt.from.toLowerCase()).toBe(wallet.account.toLowerCase())
  return { hash, receipt }
}

/**
 * The same swap sent by the test code from the page's account and recorded by the page as its own (the tests that
 * start from a confirmed swap; the first test makes it on the page).
 */
async function swapOneFraFromTest(page: Page, wallet: TestWallet, chain: LocalChain) {
  const { router, weth, tokens } = chain.deployment
  const signer = chain.provider.getSigner(wallet.account)
  const sent = await attach(signer, 'UniswapV2Router02', router).swapExactETHForTokens(
    0,
    [weth, tokens.BUSD],
    wallet.account,
    constants.MaxUint256,
    { value: AMOUNT_IN },
  )
  await trackInPage(page, sent.hash, 'Swap 1 FRA for BUSD')
  const receipt = await minedReceipt(chain.provider, sent.hash, 'the swap')
  await expect(page.getByTestId(`popup-${sent.hash}`).locator('[data-outcome="success"]')).toBeVisible()
  return { hash: sent.hash as string, receipt }
}

/**
 * Replaces the chain from `fork` (a snapshot) with blocks that do not hold the swap, up to the height the page has
 * seen and `longer` blocks beyond: the same heights, other hashes. Returns the signed swap, which the new chain may
 * mine again.
 */
async function reorganize(chain: LocalChain, fork: string, swap: { hash: string }, longer = 0) {
  const signed = await rpc<string>(chain.url, 'eth_getRawTransactionByHash', [swap.hash])
  const seen = await head(chain)
  await rpc(chain.url, 'evm_revert', [fork])
  forgetChainHistory(chain.provider)
  await chain.mine(seen.number - (await head(chain)).number + longer)
  expect((await head(chain)).number, 'the new chain reaches the height the page saw').toBe(seen.number + longer)
  const replaced = await rpc<{ hash: string }>(chain.url, 'eth_getBlockByNumber', [
    `0x${seen.number.toString(16)}`,
    false,
  ])
  expect(replaced.hash, 'with another block there').not.toBe(seen.hash)
  expect(await chain.provider.getTransactionReceipt(swap.hash), 'the swap is no longer in the chain').toBeNull()
  return signed
}

/**
 * On the swap page, a snapshot to fork from, then a swap of 1 FRA for BUSD confirmed on screen; with the balance
 * and the quote for 1 FRA before and after it, read from the chain.
 */
async function swapAfterFork(page: Page, wallet: TestWallet, chain: LocalChain, swapOnce: Swap = swapOneFraFromTest) {
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const fork = await rpc<string>(chain.url, 'evm_snapshot')
  const busdBefore = await busdBalance(chain, wallet.account)
  const quoteBefore = await typeOneFra(page, chain)
  const swap = await swapOnce(page, wallet, chain)
  const busdAfterSwap = await busdBalance(chain, wallet.account)
  const quoteAfterSwap = await typeOneFra(page, chain)
  expect(quoteAfterSwap.lt(quoteBefore), 'the swap moved the price').toBe(true)
  return { fork, swap, busdBefore, quoteBefore, busdAfterSwap, quoteAfterSwap }
}

test('a confirmed swap removed by a reorg at the same height goes back to pending, and the quote is the new head’s', async ({
  page,
  wallet,
  chain,
}) => {
  const { fork, swap, busdBefore, quoteBefore } = await swapAfterFork(page, wallet, chain, swapOneFra)

  // The same height: only hashes tell the new chain from the old. The swap goes back to the node's pending pool, as
  // a node does with an orphaned block's transactions, and stays there (automine off): pending for as long as the test
  // looks. (Unknown to the node, it would turn dropped after the 3 s grace, which a busy machine's steps outlast.)
  const signed = await reorganize(chain, fork, swap)
  await rpc(chain.url, 'evm_setAutomine', [false])
  expect(await rpc<string>(chain.url, 'eth_sendRawTransaction', [signed])).toBe(swap.hash)
  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="orphaned"]')).toBeVisible()
  await expect(popup).toContainText('Back to pending: the block that included it is no longer part of the chain.')
  // The reserves read at the orphaned block leave the screen: the quote is the new head's, at the same height.
  await expect(output(page)).toHaveValue(significant(quoteBefore, 18, 6))
  expect((await quote(chain)).eq(quoteBefore)).toBe(true)
  expect((await busdBalance(chain, wallet.account)).eq(busdBefore)).toBe(true)
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByTestId(`recent-tx-${swap.hash}`)).toHaveAttribute('data-status', 'pending')
})

test('a swap a reorg removed is confirmed again when the new chain mines it, and the quote follows', async ({
  page,
  wallet,
  chain,
}) => {
  const { fork, swap, busdAfterSwap, quoteAfterSwap } = await swapAfterFork(page, wallet, chain)
  const signed = await reorganize(chain, fork, swap)
  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="orphaned"]')).toBeVisible()

  // The new chain mines the same signed transaction: confirmed again, in another block.
  expect(await rpc<string>(chain.url, 'eth_sendRawTransaction', [signed])).toBe(swap.hash)
  const remined = await minedReceipt(chain.provider, swap.hash, 'the swap in the new chain')
  expect(remined.blockHash).not.toBe(swap.receipt.blockHash)
  await expect(popup.locator('[data-outcome="success"]')).toBeVisible(RESOLVED)
  await expect(output(page)).toHaveValue(significant(quoteAfterSwap, 18, 6))
  expect((await busdBalance(chain, wallet.account)).eq(busdAfterSwap)).toBe(true)
})

test('a reorg to a longer chain, whose head follows no block the page saw, also takes the swap back to pending', async ({
  page,
  wallet,
  chain,
}) => {
  const { fork, swap, quoteBefore } = await swapAfterFork(page, wallet, chain)

  // Longer than the old chain, as a reorg usually is: the new head's parent is a block the page never saw, so only
  // asking again for the last height it saw shows the change.
  await reorganize(chain, fork, swap, 3)
  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="orphaned"]')).toBeVisible()
  await expect(output(page)).toHaveValue(significant(quoteBefore, 18, 6))
})

test('a confirmed swap removed by a reorg and never mined again is dropped, and the balances are the new chain’s', async ({
  page,
  wallet,
  chain,
}) => {
  await page.clock.install()
  const { fork, swap, busdBefore } = await swapAfterFork(page, wallet, chain)
  await reorganize(chain, fork, swap, 3)
  const popup = page.getByTestId(`popup-${swap.hash}`)
  await expect(popup.locator('[data-outcome="orphaned"]')).toBeVisible()

  // The grace period runs from the first check that found the node without the swap; once a second check has
  // started, the first has been applied. The page's clock then moves past the grace period instead of the test
  // waiting it out.
  const checks = lookupsOf(page, swap.hash)
  await expect.poll(() => checks.length, { intervals: [100] }).toBeGreaterThan(1)
  await page.clock.runFor(GRACE_MS)
  await expect(popup.locator('[data-outcome="dropped"]')).toBeVisible(RESOLVED)
  await expect(popup).toContainText('Dropped: the network no longer has this transaction and it will not be mined.')
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByTestId(`recent-tx-${swap.hash}`)).toHaveAttribute('data-status', 'dropped')
  expect((await busdBalance(chain, wallet.account)).eq(busdBefore)).toBe(true)
  await expect(output(page)).toHaveValue(significant(await quote(chain), 18, 6))
})
