// Swaps end to end: each trade is confirmed through the page's wallet and checked on chain against the
// router's own quote (getAmountsOut / getAmountsIn), so the app's numbers and the contracts' agree.
import { type Page } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { searchTokens } from './support/currencyDialog'
import { turnOnExpertMode } from './support/expertMode'
import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { changesOf, previewedChanges } from './support/preview'
import { swapAndConfirm } from './support/swap'
import { type TestWallet } from './support/wallet'

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
]
const ROUTER = [
  'function getAmountsOut(uint256, address[]) view returns (uint256[])',
  'function getAmountsIn(uint256, address[]) view returns (uint256[])',
]

type TokenSymbol = keyof LocalChain['deployment']['tokens'] | 'WFRA'

function tokenOf(chain: LocalChain, symbol: TokenSymbol): Contract {
  const address = symbol === 'WFRA' ? chain.deployment.weth : chain.deployment.tokens[symbol]
  return new Contract(address, ERC20, chain.provider)
}

function router(chain: LocalChain): Contract {
  return new Contract(chain.deployment.router, ROUTER, chain.provider)
}

async function tokenBalance(chain: LocalChain, symbol: TokenSymbol, account: string): Promise<BigNumber> {
  return tokenOf(chain, symbol).balanceOf(account)
}

async function openSwap(page: Page, wallet: TestWallet, path = '/#/swap'): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('swap-input')).toBeVisible()
}

async function pickToken(page: Page, panel: 'swap-input' | 'swap-output', address: string | 'NATIVE') {
  await page.getByTestId(panel).getByTestId('currency-select').click()
  if (address !== 'NATIVE') await searchTokens(page, address)
  await page.getByTestId(`token-row-${address}`).click()
  // The dialog fades out: wait, so the next opening's search field is the only one.
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

function amountInput(page: Page, panel: 'swap-input' | 'swap-output') {
  return page.getByTestId(panel).getByTestId('amount-input')
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
}

test('exact input FRA → BUSD picked in the dialog: receives the router quote, the typed amount clears', async ({
  page,
  wallet,
  chain,
}) => {
  await openSwap(page, wallet)
  const busd = chain.deployment.tokens.BUSD
  const amountIn = parseEther('1')
  const quoted: BigNumber = (await router(chain).getAmountsOut(amountIn, [chain.deployment.weth, busd]))[1]
  const busdBefore = await tokenBalance(chain, 'BUSD', wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)

  // The native coin is the default input; BUSD is picked in the dialog.
  await expect(page.getByTestId('swap-input').getByTestId('currency-select')).toHaveText(/FRA/)
  await pickToken(page, 'swap-output', busd)
  await amountInput(page, 'swap-input').fill('1')
  await expect(page.getByTestId('swap-button')).toHaveText('Swap')
  await expect(
    page.getByText('0.30% of each trade goes to liquidity providers and stakers', { exact: false }),
  ).toBeVisible()

  const hash = await swapAndConfirm(page)
  await closeDialog(page)
  await expect(amountInput(page, 'swap-input')).toHaveValue('')

  expect((await tokenBalance(chain, 'BUSD', wallet.account)).sub(busdBefore).toString()).toBe(quoted.toString())
  const spent = fraBefore.sub(await chain.provider.getBalance(wallet.account)).sub(await gasCost(chain, hash))
  expect(spent.toString()).toBe(amountIn.toString())
})

test('exact output into USDC (6 decimals) through FRA → BUSD → USDC, prefilled from the URL', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth, tokens } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${tokens.USDC}`)
  const amountOut = parseUnits('10', 6)
  const needed: BigNumber = (await router(chain).getAmountsIn(amountOut, [weth, tokens.BUSD, tokens.USDC]))[0]
  const usdcBefore = await tokenBalance(chain, 'USDC', wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)

  await amountInput(page, 'swap-output').fill('10')
  // The route shows both hops.
  await expect(page.getByTestId('swap-route')).toContainText('BUSD')
  await expect(page.getByText('Maximum sold')).toBeVisible()

  const hash = await swapAndConfirm(page)
  expect((await tokenBalance(chain, 'USDC', wallet.account)).sub(usdcBefore).toString()).toBe(amountOut.toString())
  const spent = fraBefore.sub(await chain.provider.getBalance(wallet.account)).sub(await gasCost(chain, hash))
  // The router refunds what the maximum sold left over: exactly getAmountsIn is spent.
  expect(spent.toString()).toBe(needed.toString())
})

test('token → FRA for a fresh allowance: Approve BUSD, Approved, then Swap', async ({ page, wallet, chain }) => {
  const { router: routerAddress, tokens, weth } = chain.deployment
  await wallet.switchAccount(2)
  const account = wallet.account
  await (await tokenOf(chain, 'BUSD').connect(chain.provider.getSigner(account)).approve(routerAddress, 0)).wait()

  await openSwap(page, wallet, `/#/swap?inputCurrency=${tokens.BUSD}&outputCurrency=ETH`)
  await amountInput(page, 'swap-input').fill('10')
  const approve = page.getByRole('button', { name: 'Approve BUSD' })
  await expect(approve).toBeEnabled()
  await expect(page.getByTestId('swap-button')).toBeDisabled()
  // The wallet hands the hash back only once the page has read the mined allowance: 'Approved' all the same (see
  // useSubmittedApproval: it once vanished when PENDING never rendered).
  const held = wallet.holdNextSend()
  await approve.click()
  await held.mined
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible()
  held.release()
  expect((await tokenOf(chain, 'BUSD').allowance(account, routerAddress)).gte(parseEther('10'))).toBe(true)

  const quoted: BigNumber = (await router(chain).getAmountsOut(parseEther('10'), [tokens.BUSD, weth]))[1]
  const busdBefore = await tokenBalance(chain, 'BUSD', account)
  const fraBefore = await chain.provider.getBalance(account)
  const hash = await swapAndConfirm(page)
  expect(busdBefore.sub(await tokenBalance(chain, 'BUSD', account)).toString()).toBe(parseEther('10').toString())
  const received = (await chain.provider.getBalance(account)).sub(fraBefore).add(await gasCost(chain, hash))
  expect(received.toString()).toBe(quoted.toString())
})

test('wrap FRA into WFRA, then unwrap it back', async ({ page, wallet, chain }) => {
  const { weth } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${weth}`)
  const before = await tokenBalance(chain, 'WFRA', wallet.account)

  await amountInput(page, 'swap-input').fill('2')
  // Wrapping is one to one: the other side mirrors the amount.
  await expect(amountInput(page, 'swap-output')).toHaveValue('2')
  await expect(page.getByTestId('swap-button')).toHaveText('Wrap')
  // No dialog: the page previews the deposit, 2 FRA out and 2 WFRA in, and its network fee.
  const swapCard = page.getByRole('region', { name: 'Swap' })
  expect(await previewedChanges(page, {}, swapCard)).toEqual(
    changesOf([
      ['NATIVE', parseEther('-2')],
      [weth, parseEther('2')],
    ]),
  )
  await expect(swapCard.getByTestId('network-fee')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('swap-button').click()
  await expect
    .poll(async () => (await tokenBalance(chain, 'WFRA', wallet.account)).sub(before).toString())
    .toBe(parseEther('2').toString())

  await page.getByTestId('swap-switch').click()
  await amountInput(page, 'swap-input').fill('1.5')
  await expect(page.getByTestId('swap-button')).toHaveText('Unwrap')
  expect(await previewedChanges(page, {}, swapCard)).toEqual(
    changesOf([
      [weth, parseEther('-1.5')],
      ['NATIVE', parseEther('1.5')],
    ]),
  )
  await page.getByTestId('swap-button').click()
  await expect
    .poll(async () => (await tokenBalance(chain, 'WFRA', wallet.account)).sub(before).toString())
    .toBe(parseEther('0.5').toString())
})

test('a fee-on-transfer token: FOT → FRA exact input goes through the supporting call', async ({
  page,
  wallet,
  chain,
}) => {
  const { tokens } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=${tokens.FOT}&outputCurrency=ETH`)
  // The token keeps 1% of every transfer: the slippage must cover it.
  await page.getByTestId('settings-button').click()
  await page.getByTestId('slippage-input').fill('2')
  await page.getByTestId('settings-button').click()

  await amountInput(page, 'swap-input').fill('10')
  // Account 1 never approved FOT for the router.
  await page.getByRole('button', { name: 'Approve FOT' }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible()
  const fotBefore = await tokenBalance(chain, 'FOT', wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)
  const hash = await swapAndConfirm(page)

  expect(fotBefore.sub(await tokenBalance(chain, 'FOT', wallet.account)).toString()).toBe(parseEther('10').toString())
  const received = (await chain.provider.getBalance(wallet.account)).sub(fraBefore).add(await gasCost(chain, hash))
  // 10 FOT ≈ 5 FRA at the demo price, less the 1% transfer fee, the pool fee and the impact.
  expect(received.gt(parseEther('4.8'))).toBe(true)
  expect(received.lt(parseEther('5'))).toBe(true)
  const tx = await chain.provider.getTransaction(hash)
  // swapExactTokensForETHSupportingFeeOnTransferTokens
  expect(tx.data.slice(0, 10)).toBe('0x791ac947')
})

test('a swap to a recipient: account 3 receives the BUSD', async ({ page, wallet, chain }) => {
  const { tokens, weth } = chain.deployment
  const recipient = chain.accounts[3]
  await openSwap(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${tokens.BUSD}`)
  const quoted: BigNumber = (await router(chain).getAmountsOut(parseEther('1'), [weth, tokens.BUSD]))[1]
  const recipientBefore = await tokenBalance(chain, 'BUSD', recipient)
  const senderBefore = await tokenBalance(chain, 'BUSD', wallet.account)

  await page.getByTestId('add-recipient').click()
  const input = page.getByTestId('recipient-input')
  await expect(input).toHaveAttribute('placeholder', 'Wallet Address or ENS name')
  await amountInput(page, 'swap-input').fill('1')
  await input.fill('not an address')
  // Whitespace is removed as typed; an unresolvable value is invalid.
  await expect(input).toHaveValue('notanaddress')
  await expect(page.getByTestId('swap-button')).toHaveText('Invalid recipient')
  await input.fill(` ${recipient} `)
  await expect(input).toHaveValue(recipient)

  await swapAndConfirm(page)
  expect((await tokenBalance(chain, 'BUSD', recipient)).sub(recipientBefore).toString()).toBe(quoted.toString())
  expect((await tokenBalance(chain, 'BUSD', wallet.account)).toString()).toBe(senderBefore.toString())
})

test('the send screen starts with the recipient open; - Remove send closes it', async ({ page, wallet }) => {
  await openSwap(page, wallet, '/#/send')
  await expect(page.getByTestId('recipient-input')).toBeVisible()
  await page.getByRole('button', { name: '- Remove send' }).click()
  await expect(page.getByTestId('recipient-input')).toHaveCount(0)
  await expect(page.getByTestId('add-recipient')).toBeVisible()
})

test('a swap the wallet rejects shows Transaction rejected. and changes nothing', async ({ page, wallet, chain }) => {
  const { tokens } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${tokens.BUSD}`)
  const before = await tokenBalance(chain, 'BUSD', wallet.account)
  await amountInput(page, 'swap-input').fill('1')
  await page.getByTestId('swap-button').click()
  wallet.rejectNext()
  await page.getByTestId('confirm-swap').click()
  const error = page.getByTestId('tx-error')
  await expect(error).toContainText('Error')
  await expect(error).toContainText('Transaction rejected.')
  await error.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The typed amount stays for another try.
  await expect(amountInput(page, 'swap-input')).toHaveValue('1')
  expect((await tokenBalance(chain, 'BUSD', wallet.account)).toString()).toBe(before.toString())
})

test('expert mode lets a swap with a price impact above 15% through', async ({ page, wallet, chain }) => {
  const { tokens, weth } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${tokens.VENOM}`)
  // 5,000 FRA into the 25,000 FRA side of VENOM/WFRA: about 17% impact.
  await amountInput(page, 'swap-input').fill('5000')
  const button = page.getByTestId('swap-button')
  await expect(button).toHaveText('Price Impact Too High')
  await expect(button).toBeDisabled()

  await turnOnExpertMode(page)

  await expect(button).toHaveText('Swap Anyway')
  const quoted: BigNumber = (await router(chain).getAmountsOut(parseEther('5000'), [weth, tokens.VENOM]))[1]
  const before = await tokenBalance(chain, 'VENOM', wallet.account)
  await button.click()
  // Expert mode skips the review dialog.
  await expect
    .poll(async () => (await tokenBalance(chain, 'VENOM', wallet.account)).sub(before).toString())
    .toBe(quoted.toString())
})
