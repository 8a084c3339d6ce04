// The swap dialog's preview (issue 41, items 1–2): the exact transaction Confirm Swap sends, simulated at the latest
// block, shows what the account gives and gets, and the chain then does exactly that once it is mined (the native
// coin's change with the receipt's fee put back); an allowance the router draws on is shown; a balance gone stale
// while the dialog is open turns into 'would fail' before the wallet opens; a token whose tax the token check could
// not learn pays less than the minimum the trade promised, and the preview warns; a node without eth_simulateV1 is
// asked by eth_call with the account's code overridden, to the same effect; one with neither says so and the swap
// still goes through.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, type Contract } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { refuseCalls } from './support/nodeFaults'
import { importToken } from './support/tokenImport'
import type { TestWallet } from './support/wallet'

const token = (chain: LocalChain, address: string, from?: string): Contract =>
  attach(chain.provider.getSigner(from ?? 0), 'DemoERC20', address)

async function openDialog(page: Page, wallet: TestWallet, path: string, amount: string): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill(amount)
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('swap-button').click()
}

const change = (page: Page, asset: string) => page.getByRole('dialog').getByTestId(`simulated-change-${asset}`)
const amountOf = async (page: Page, asset: string) => (await change(page, asset).getAttribute('data-amount')) ?? ''

/** BUSD → FRA for 10 BUSD, the router approved beforehand, its dialog open and previewed; the account's BUSD. */
async function openSaleOfTenBusd(page: Page, wallet: TestWallet, chain: LocalChain): Promise<Contract> {
  const busd = token(chain, chain.deployment.tokens.BUSD, wallet.account)
  await (await busd.approve(chain.deployment.router, constants.MaxUint256)).wait()
  await openDialog(page, wallet, `/#/swap?inputCurrency=${busd.address}&outputCurrency=ETH`, '10')
  await expect(change(page, busd.address)).toHaveAttribute('data-amount', '-10')
  return busd
}

/** Confirm Swap, then the hash once its popup says it is mined. */
async function confirm(page: Page): Promise<string> {
  await page.getByTestId('confirm-swap').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  return hash
}

test('FRA → BUSD: the preview is what the chain does, to the wei', async ({ page, wallet, chain }) => {
  const busd = token(chain, chain.deployment.tokens.BUSD)
  await openDialog(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${busd.address}`, '1.5')
  await expect(change(page, 'NATIVE')).toHaveAttribute('data-amount', '-1.5')
  await expect(change(page, 'NATIVE')).toContainText('−1.5')
  await expect(change(page, busd.address)).toHaveAttribute('data-amount', /^\d+\.\d+$/)
  await expect(page.getByRole('dialog').getByTestId(/^simulated-approval-/)).toHaveCount(0)
  const previewed = parseUnits(await amountOf(page, busd.address), 18)

  const busdBefore = (await busd.balanceOf(wallet.account)) as BigNumber
  const fraBefore = await chain.provider.getBalance(wallet.account)
  const hash = await confirm(page)
  expect(((await busd.balanceOf(wallet.account)) as BigNumber).sub(busdBefore).toString()).toBe(previewed.toString())
  const fraChange = (await chain.provider.getBalance(wallet.account)).sub(fraBefore).add(await gasCost(chain, hash))
  expect(fraChange.toString()).toBe(parseEther('-1.5').toString())
})

test('BUSD → FRA: the router drawing on the allowance is shown, and the FRA received is what arrives', async ({
  page,
  wallet,
  chain,
}) => {
  const { router } = chain.deployment
  const busd = await openSaleOfTenBusd(page, wallet, chain)
  const approval = page.getByRole('dialog').getByTestId(`simulated-approval-${busd.address}`)
  await expect(approval).toHaveAttribute('data-kind', 'uses')
  await expect(approval).toHaveAttribute('data-spender', router)
  await expect(approval).toHaveAttribute('data-amount', '10')
  const previewed = parseUnits(await amountOf(page, 'NATIVE'), 18)

  const busdBefore = (await busd.balanceOf(wallet.account)) as BigNumber
  const fraBefore = await chain.provider.getBalance(wallet.account)
  const hash = await confirm(page)
  expect(busdBefore.sub(await busd.balanceOf(wallet.account)).toString()).toBe(parseEther('10').toString())
  const fraChange = (await chain.provider.getBalance(wallet.account)).sub(fraBefore).add(await gasCost(chain, hash))
  expect(fraChange.toString()).toBe(previewed.toString())
})

test('a balance gone while the dialog is open: the preview says the swap would fail, before the wallet opens', async ({
  page,
  wallet,
  chain,
}) => {
  const busd = await openSaleOfTenBusd(page, wallet, chain)

  // Another tab, another wallet: the account's BUSD leaves it.
  const held = (await busd.balanceOf(wallet.account)) as BigNumber
  await (await busd.transfer(chain.accounts[3], held)).wait()
  const revert = page.getByRole('dialog').getByTestId('simulation-revert')
  await expect(revert).toHaveText(
    'This transaction would fail: a token transfer failed or delivered less than was sent, as a token with a fee on transfer does.',
  )
  await expect(page.getByTestId('confirm-swap')).toHaveText('Confirm anyway: it would fail')
  await expect(page.getByRole('dialog').getByTestId('simulated-changes')).toHaveCount(0)
})

test('a node without eth_simulateV1: eth_call with the account’s code overridden previews the swap, to the wei', async ({
  page,
  wallet,
  chain,
}) => {
  const fault = await refuseCalls(page, chain, 'eth_simulateV1', () => ({
    code: -32601,
    message: 'the method eth_simulateV1 does not exist/is not available',
  }))
  const busd = token(chain, chain.deployment.tokens.BUSD)
  await openDialog(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${busd.address}`, '1')
  await expect(change(page, 'NATIVE')).toHaveAttribute('data-amount', '-1')
  await expect(change(page, busd.address)).toHaveAttribute('data-amount', /^\d+\.\d+$/)
  expect(fault.refused).toBeGreaterThan(0)
  const previewed = parseUnits(await amountOf(page, busd.address), 18)
  const before = (await busd.balanceOf(wallet.account)) as BigNumber
  const fraBefore = await chain.provider.getBalance(wallet.account)
  const hash = await confirm(page)
  expect(((await busd.balanceOf(wallet.account)) as BigNumber).sub(before).toString()).toBe(previewed.toString())
  const fraChange = (await chain.provider.getBalance(wallet.account)).sub(fraBefore).add(await gasCost(chain, hash))
  expect(fraChange.toString()).toBe(parseEther('-1').toString())
})

test('a node with neither eth_simulateV1 nor state overrides: the dialog says there is no preview, and the swap goes through', async ({
  page,
  wallet,
  chain,
}) => {
  const fault = await refuseCalls(page, chain, ['eth_simulateV1', 'eth_call'], (call) =>
    call.method === 'eth_simulateV1' || call.params.length > 2
      ? { code: -32601, message: `the method ${call.method} does not exist/is not available` }
      : undefined,
  )
  const busd = token(chain, chain.deployment.tokens.BUSD)
  await openDialog(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${busd.address}`, '1')
  await expect(page.getByRole('dialog').getByTestId('simulation-unavailable')).toHaveText(
    "This network's node cannot simulate transactions: no preview of what this one does.",
  )
  await expect(page.getByTestId('confirm-swap')).toHaveText('Confirm Swap')
  expect(fault.refused).toBeGreaterThan(1)
  const before = (await busd.balanceOf(wallet.account)) as BigNumber
  await confirm(page)
  expect(((await busd.balanceOf(wallet.account)) as BigNumber).gt(before)).toBe(true)
})

test('a tax the token check could not learn: the preview shows less arriving than the minimum, and warns', async ({
  page,
  wallet,
  chain,
}) => {
  // A node that refuses state overrides (so TAX's check is unknown and the trade uses the plain router function) but
  // simulates transactions.
  await refuseCalls(page, chain, 'eth_call', (call) =>
    call.params.length > 2 ? { code: -32601, message: 'state overrides are not supported' } : undefined,
  )
  const tax = token(chain, chain.deployment.tokens.TAX)
  await importToken(page, wallet, tax.address)
  await expect(page.getByTestId('token-risk')).toHaveAttribute('data-risk', 'unknown')
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('swap-button').click()
  await expect(page.getByRole('dialog').getByTestId('simulation-differs')).toBeVisible()
  await expect(change(page, tax.address)).toHaveAttribute('data-amount', /^\d+\.\d+$/)
  const previewed = parseUnits(await amountOf(page, tax.address), 18)

  // What the warning was about: the router's check passed, and 5% less than its quote arrived, as previewed.
  const before = (await tax.balanceOf(wallet.account)) as BigNumber
  await confirm(page)
  expect(((await tax.balanceOf(wallet.account)) as BigNumber).sub(before).toString()).toBe(previewed.toString())
})
