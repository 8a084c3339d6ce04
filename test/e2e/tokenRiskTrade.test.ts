// Trading what the token check found (issue 41, item 3): TAX, which burns 5% of every transfer, is bought and sold
// through the router's fee-on-transfer functions with a minimum that leaves room for the tax (the user's 0.5% alone
// would have reverted the sale, or let the buy arrive under the minimum shown); its exact output is refused; HONEY,
// which cannot be sold, is bought only in expert mode once the user ticks that they understand, and is not offered
// for sale.
import { type Page } from '@playwright/test'
import { type BigNumber, type Contract } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { significant } from './support/amounts'
import { turnOnExpertMode } from './support/expertMode'
import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { swapAndConfirm } from './support/swap'
import { importToken } from './support/tokenImport'

/** The user's slippage (the default 0.5%) widened to cover a 5% tax: (1.005 / 0.95) − 1, in basis points, up. */
const BOUND_SLIPPAGE_BIPS = 579n

const amountInput = (page: Page, panel: 'swap-input' | 'swap-output') =>
  page.getByTestId(panel).getByTestId('amount-input')
const router = (chain: LocalChain) => attach(chain.provider.getSigner(0), 'UniswapV2Router02', chain.deployment.router)
const token = (chain: LocalChain, address: string): Contract =>
  attach(chain.provider.getSigner(0), 'DemoERC20', address)

async function quote(chain: LocalChain, amountIn: BigNumber, path: string[]): Promise<BigNumber> {
  const amounts = (await router(chain).getAmountsOut(amountIn, path)) as BigNumber[]
  return amounts[amounts.length - 1]
}

/** The SDK's minimum for an exact input: quote / (1 + slippage), floored. */
const minimumFor = (quoted: BigNumber) => quoted.mul(10_000).div(10_000n + BOUND_SLIPPAGE_BIPS)

/** The router method and the minimum out a mined swap was sent with. */
async function sentSwap(chain: LocalChain, hash: string): Promise<{ method: string; amountOutMin: string }> {
  const tx = await chain.provider.getTransaction(hash)
  const call = router(chain).interface.parseTransaction({ data: tx.data, value: tx.value })
  return { method: call.name, amountOutMin: (call.args.amountOutMin as BigNumber).toString() }
}

test('TAX bought and sold: the fee-on-transfer functions, with a minimum that leaves room for the 5% tax', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth } = chain.deployment
  const tax = token(chain, chain.deployment.tokens.TAX)
  const account = wallet.account
  await importToken(page, wallet, tax.address)

  // Buy with 10 FRA.
  await amountInput(page, 'swap-input').fill('10')
  await expect(page.getByTestId('swap-token-tax')).toHaveAttribute('data-tax-bps', '500')
  const bought = await quote(chain, parseEther('10'), [weth, tax.address])
  await expect(page.getByTestId('swap-token-tax')).toContainText(
    `5%: about ${significant(bought.mul(95).div(100), 18, 6)} TAX arrive`,
  )
  await expect(page.getByTestId('swap-bound')).toHaveText(`${significant(minimumFor(bought), 18, 6)} TAX`)
  const taxBefore = (await tax.balanceOf(account)) as BigNumber
  const buy = await swapAndConfirm(page)
  expect(await sentSwap(chain, buy)).toEqual({
    method: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
    amountOutMin: minimumFor(bought).toString(),
  })
  const arrived = ((await tax.balanceOf(account)) as BigNumber).sub(taxBefore)
  // The token burnt 5% on the way: above the widened minimum, under the one the user's 0.5% alone would have set.
  expect(arrived.toString()).toBe(bought.sub(bought.mul(500).div(10_000)).toString())
  expect(arrived.gte(minimumFor(bought))).toBe(true)
  expect(arrived.lt(bought.mul(10_000).div(10_050))).toBe(true)

  // Sell 10 of it for FRA: approve, then the fee-on-transfer sale.
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByTestId('swap-switch').click()
  await amountInput(page, 'swap-input').fill('10')
  await page.getByRole('button', { name: 'Approve TAX' }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible()
  const sold = await quote(chain, parseEther('10'), [tax.address, weth])
  // 9.5 TAX will reach the pool: what they buy there now is what the sale must pay.
  const soldAfterTax = await quote(chain, parseEther('9.5'), [tax.address, weth])
  await expect(page.getByTestId('swap-bound')).toHaveText(`${significant(minimumFor(sold), 18, 6)} FRA`)
  const taxHeld = (await tax.balanceOf(account)) as BigNumber
  const fraBefore = await chain.provider.getBalance(account)
  const sale = await swapAndConfirm(page)
  expect(await sentSwap(chain, sale)).toEqual({
    method: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
    amountOutMin: minimumFor(sold).toString(),
  })
  expect(taxHeld.sub(await tax.balanceOf(account)).toString()).toBe(parseEther('10').toString())
  const received = (await chain.provider.getBalance(account)).sub(fraBefore).add(await gasCost(chain, sale))
  // Within the bound, and under what the user's 0.5% alone would have demanded.
  expect(received.toString()).toBe(soldAfterTax.toString())
  expect(received.gte(minimumFor(sold))).toBe(true)
  expect(received.lt(sold.mul(10_000).div(10_050))).toBe(true)
})

test("TAX's output typed: the form asks for the amount paid, as no router function can bound a taxed output", async ({
  page,
  wallet,
  chain,
}) => {
  await importToken(page, wallet, chain.deployment.tokens.TAX)
  await amountInput(page, 'swap-output').fill('5')
  await expect(page.getByTestId('swap-button')).toHaveText('A token here is taxed: type the amount you pay')
  await expect(page.getByTestId('swap-button')).toBeDisabled()
  // Typing the input instead unblocks it.
  await amountInput(page, 'swap-input').fill('1')
  await expect(page.getByTestId('swap-button')).toHaveText('Swap')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
})

test('HONEY: bought only in expert mode and once ticked that it cannot be sold; never offered for sale', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth } = chain.deployment
  const honey = token(chain, chain.deployment.tokens.HONEY)
  await importToken(page, wallet, honey.address)
  await amountInput(page, 'swap-input').fill('1')
  const button = page.getByTestId('swap-button')
  await expect(button).toHaveText('HONEY cannot be sold: buying it needs expert mode')
  await expect(button).toBeDisabled()
  await expect(page.getByTestId('token-risk-acknowledge')).toHaveCount(0)

  await turnOnExpertMode(page)
  await expect(button).toHaveText('Tick that HONEY cannot be sold')
  await expect(button).toBeDisabled()
  await page.getByTestId('token-risk-acknowledge').check()
  await expect(button).toHaveText('Swap')
  const quoted = await quote(chain, parseEther('1'), [weth, honey.address])
  const before = (await honey.balanceOf(wallet.account)) as BigNumber
  // Expert mode sends without the review dialog.
  await button.click()
  await expect
    .poll(async () => ((await honey.balanceOf(wallet.account)) as BigNumber).sub(before).toString())
    .toBe(quoted.toString())

  // The account holds HONEY now, and cannot sell it: the form does not offer to.
  await page.getByTestId('swap-switch').click()
  await amountInput(page, 'swap-input').fill('1')
  await expect(button).toHaveText('HONEY cannot be sold')
  await expect(button).toBeDisabled()
})
