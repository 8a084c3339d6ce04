// Add liquidity and create a pair end to end: each deposit is confirmed through the page's wallet and checked on
// chain (factory.getPair, reserves, pool-token balances, native balance less gas) against the contracts' own math.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, Contract } from 'ethers'
import { formatUnits, parseEther, parseUnits } from 'ethers/lib/utils.js'

import { formatSignificant } from '../../src/utils/format/formatSignificant'
import { searchTokens } from './support/currencyDialog'
import { turnOnExpertMode } from './support/expertMode'
import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { changesOf, previewedApproval, previewedChanges } from './support/preview'
import { type TestWallet } from './support/wallet'

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
  'function totalSupply() view returns (uint256)',
]
const PAIR = [
  ...ERC20,
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
]
const FACTORY = ['function getPair(address, address) view returns (address)']
const ROUTER = ['function quote(uint256, uint256, uint256) pure returns (uint256)']

type Panel = 'add-input-a' | 'add-input-b'

const erc20 = (chain: LocalChain, address: string) => new Contract(address, ERC20, chain.provider)
const pairAt = (chain: LocalChain, address: string) => new Contract(address, PAIR, chain.provider)
const router = (chain: LocalChain) => new Contract(chain.deployment.router, ROUTER, chain.provider)
const amountInput = (page: Page, panel: Panel) => page.getByTestId(panel).getByTestId('amount-input')

async function getPair(chain: LocalChain, a: string, b: string): Promise<string> {
  return new Contract(chain.deployment.factory, FACTORY, chain.provider).getPair(a, b)
}

/** The pair's reserves of `a` and `b`, in that order. */
async function reservesOf(chain: LocalChain, pair: string, a: string): Promise<[BigNumber, BigNumber]> {
  const contract = pairAt(chain, pair)
  const [[r0, r1], token0] = await Promise.all([contract.getReserves(), contract.token0()])
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

function sqrt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

async function openAdd(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('add-input-a')).toBeVisible()
}

/**
 * Supply, then the confirm button in the dialog (after `review` has read the dialog); returns the hash once its
 * popup says it is mined.
 */
async function supplyAndConfirm(page: Page, confirmName: string, review?: () => Promise<void>): Promise<string> {
  await expect(page.getByTestId('supply-button')).toHaveText('Supply')
  await page.getByTestId('supply-button').click()
  await expect(page.getByTestId('confirm-supply')).toHaveText(confirmName)
  await review?.()
  await page.getByTestId('confirm-supply').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  return hash
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('create WBTC/USDC as the first provider: both sides typed freely, the initial prices, and one Approve per token before Supply', async ({
  page,
  wallet,
  chain,
}) => {
  const { WBTC, USDC } = chain.deployment.tokens
  const account = wallet.account
  const spender = chain.deployment.router
  expect(await getPair(chain, WBTC, USDC)).toBe(constants.AddressZero)
  // Account 1 has never approved either token for the router.
  expect((await erc20(chain, WBTC).allowance(account, spender)).isZero()).toBe(true)
  expect((await erc20(chain, USDC).allowance(account, spender)).isZero()).toBe(true)

  await openAdd(page, wallet, `/#/create/${WBTC}/${USDC}`)
  await expect(page.getByRole('heading', { name: 'Create a pair' })).toBeVisible()
  await expect(page.getByText('You are the first liquidity provider.')).toBeVisible()
  await amountInput(page, 'add-input-a').fill('0.01')
  // A new pool: the other side is typed freely, nothing is derived.
  await expect(amountInput(page, 'add-input-b')).toHaveValue('')
  await expect(page.getByTestId('supply-button')).toHaveText('Enter an amount')
  await amountInput(page, 'add-input-b').fill('300')
  await expect(amountInput(page, 'add-input-a')).toHaveValue('0.01')

  await expect(page.getByText('Initial prices and pool share')).toBeVisible()
  await expect(page.getByTestId('add-price-b-per-a')).toHaveText('30000')
  await expect(page.getByTestId('add-price-a-per-b')).toHaveText('0.0000333333')
  await expect(page.getByTestId('add-pool-share')).toHaveText('100%')

  // One Approve button per token; Supply waits for both.
  await expect(page.getByTestId('supply-button')).toBeDisabled()
  // The race a busy machine hit: the allowance of the block that mined the approval reached the page before the
  // wallet handed back the hash, so PENDING never rendered and the button vanished instead of reading 'Approved'.
  // The wallet holds the hash here until the page has read that block's allowance, which it shows as 'Approved'.
  const held = wallet.holdNextSend()
  await page.getByRole('button', { name: 'Approve WBTC' }).click()
  const approvalHash = await held.mined
  await expect(page.getByRole('button', { name: 'Approved WBTC' })).toBeDisabled()
  held.release()
  // Once the wallet answers, the approval is recorded and confirmed; the button stays as it was.
  await expect(page.getByTestId(`popup-${approvalHash}`)).toContainText('Approve WBTC')
  await expect(page.getByRole('button', { name: 'Approved WBTC' })).toBeDisabled()
  await expect(page.getByTestId('supply-button')).toBeDisabled()
  await page.getByRole('button', { name: 'Approve USDC' }).click()
  await expect(page.getByRole('button', { name: 'Approved USDC' })).toBeVisible()
  expect((await erc20(chain, WBTC).allowance(account, spender)).eq(constants.MaxUint256)).toBe(true)
  expect((await erc20(chain, USDC).allowance(account, spender)).eq(constants.MaxUint256)).toBe(true)
  await expect(page.getByTestId('supply-button')).toBeEnabled()
})

test('create WBTC/USDC as the first provider: reserves are the typed amounts, LP = sqrt(a·b) − 1000, and the form clears', async ({
  page,
  wallet,
  chain,
}) => {
  const { WBTC, USDC } = chain.deployment.tokens
  const account = wallet.account
  expect(await getPair(chain, WBTC, USDC)).toBe(constants.AddressZero)
  // Both tokens approved beforehand (the approval flow is the test above's).
  const signer = chain.provider.getSigner(account)
  for (const token of [WBTC, USDC])
    await (await erc20(chain, token).connect(signer).approve(chain.deployment.router, constants.MaxUint256)).wait()

  await openAdd(page, wallet, `/#/create/${WBTC}/${USDC}`)
  // Both currencies loaded and the pair known to be new: typing before that is reset.
  await expect(page.getByText('You are the first liquidity provider.')).toBeVisible()
  await amountInput(page, 'add-input-a').fill('0.01')
  await amountInput(page, 'add-input-b').fill('300')
  await expect(amountInput(page, 'add-input-a')).toHaveValue('0.01')

  await page.getByTestId('supply-button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('You are creating a pool')).toBeVisible()
  await expect(dialog.getByText('WBTC/USDC Pool Tokens')).toBeVisible()
  await expect(page.getByTestId('add-confirm-amount-a')).toHaveText('0.01')
  await expect(page.getByTestId('add-confirm-amount-b')).toHaveText('300')
  await expect(page.getByTestId('add-confirm-share')).toHaveText('100%')
  await closeDialog(page)
  const hash = await supplyAndConfirm(page, 'Create Pool & Supply')
  await expect(page.getByTestId(`popup-${hash}`)).toContainText('Add 0.01 WBTC and 300 USDC')

  const pair = await getPair(chain, WBTC, USDC)
  expect(pair).not.toBe(constants.AddressZero)
  const [reserveWbtc, reserveUsdc] = await reservesOf(chain, pair, WBTC)
  expect(reserveWbtc.toString()).toBe(parseUnits('0.01', 8).toString())
  expect(reserveUsdc.toString()).toBe(parseUnits('300', 6).toString())
  const expectedLp = sqrt(parseUnits('0.01', 8).toBigInt() * parseUnits('300', 6).toBigInt()) - 1000n
  expect((await pairAt(chain, pair).balanceOf(account)).toString()).toBe(expectedLp.toString())

  // Dismissing the submitted dialog clears the form.
  await closeDialog(page)
  await expect(amountInput(page, 'add-input-a')).toHaveValue('')
  await expect(amountInput(page, 'add-input-b')).toHaveValue('')
})

test('add to USDC/BUSD (6 decimals): the other side is the router quote; reserves and LP grow by the pool math', async ({
  page,
  wallet,
  chain,
}) => {
  const { USDC, BUSD } = chain.deployment.tokens
  const account = wallet.account
  const pair = chain.deployment.pairs['USDC/BUSD']
  // USDC is approved beforehand here (the approval flow is the first test's).
  const signer = chain.provider.getSigner(account)
  await (await erc20(chain, USDC).connect(signer).approve(chain.deployment.router, constants.MaxUint256)).wait()

  const [reserveUsdc, reserveBusd] = await reservesOf(chain, pair, USDC)
  const amountUsdc = parseUnits('12.5', 6)
  const quotedBusd: BigNumber = await router(chain).quote(amountUsdc, reserveUsdc, reserveBusd)
  const supply: BigNumber = await pairAt(chain, pair).totalSupply()
  const lpBefore: BigNumber = await pairAt(chain, pair).balanceOf(account)

  await openAdd(page, wallet, `/#/add/${USDC}/${BUSD}`)
  await expect(page.getByRole('heading', { name: 'Add Liquidity' })).toBeVisible()
  await expect(page.getByText('You are the first liquidity provider.')).toHaveCount(0)
  await amountInput(page, 'add-input-a').fill('12.5')
  await expect(amountInput(page, 'add-input-b')).toHaveValue(formatSignificant(formatUnits(quotedBusd, 18), 6))
  await expect(page.getByText('Prices and pool share')).toBeVisible()
  await expect(page.getByTestId('add-pool-share')).toHaveText(/^(<0\.01|\d+\.\d\d)%$/)

  // The dialog's preview of the deposit (issue 41), held against what the chain then does.
  let previewed: Record<string, string> = {}
  const hash = await supplyAndConfirm(page, 'Confirm Supply', async () => {
    previewed = await previewedChanges(page, { [USDC]: 6 })
    expect(await previewedApproval(page, BUSD)).toEqual({
      kind: 'uses',
      spender: chain.deployment.router,
      amount: formatUnits(quotedBusd, 18),
    })
  })
  const [afterUsdc, afterBusd] = await reservesOf(chain, pair, USDC)
  expect(afterUsdc.sub(reserveUsdc).toString()).toBe(amountUsdc.toString())
  expect(afterBusd.sub(reserveBusd).toString()).toBe(quotedBusd.toString())
  // The pair mints min(a·supply/reserveA, b·supply/reserveB).
  const byUsdc = amountUsdc.mul(supply).div(reserveUsdc)
  const byBusd = quotedBusd.mul(supply).div(reserveBusd)
  const minted = byUsdc.lt(byBusd) ? byUsdc : byBusd
  expect((await pairAt(chain, pair).balanceOf(account)).sub(lpBefore).toString()).toBe(minted.toString())
  expect(previewed).toEqual(
    changesOf([
      [USDC, amountUsdc.mul(-1)],
      [BUSD, quotedBusd.mul(-1)],
      [pair, minted],
    ]),
  )
  const tx = await chain.provider.getTransaction(hash)
  expect(tx.data.slice(0, 10)).toBe('0xe8e33700') // addLiquidity
  // The wallet now holds pool tokens of the pair: its position shows under the form (token0 first: BUSD).
  await expect(page.getByTestId(`position-${pair}`).getByTestId('position-pair')).toHaveText('BUSD/USDC')
})

test('add FRA/BUSD with the native coin: a rejection closes silently, then FRA drops by the amount plus gas', async ({
  page,
  wallet,
  chain,
}) => {
  const { BUSD } = chain.deployment.tokens
  const account = wallet.account
  const pair = chain.deployment.pairs['WFRA/BUSD']
  const [reserveBusd, reserveWfra] = await reservesOf(chain, pair, BUSD)
  // Typed on the BUSD side: FRA is derived, then the router re-quotes BUSD from it (addLiquidityETH's order).
  const amountBusd = parseEther('7')
  const quotedFra: BigNumber = await router(chain).quote(amountBusd, reserveBusd, reserveWfra)

  await openAdd(page, wallet, `/#/add/ETH/${BUSD}`)
  await amountInput(page, 'add-input-b').fill('7')
  await expect(amountInput(page, 'add-input-a')).toHaveValue(formatSignificant(formatUnits(quotedFra, 18), 6))
  await expect(page.getByTestId('approve-a')).toHaveCount(0)

  // The wallet refuses: the dialog closes, the amounts stay, nothing happened on chain.
  await page.getByTestId('supply-button').click()
  wallet.rejectNext()
  await page.getByTestId('confirm-supply').click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(amountInput(page, 'add-input-b')).toHaveValue('7')
  expect((await reservesOf(chain, pair, BUSD))[0].toString()).toBe(reserveBusd.toString())

  const fraBefore = await chain.provider.getBalance(account)
  const busdBefore: BigNumber = await erc20(chain, BUSD).balanceOf(account)
  const hash = await supplyAndConfirm(page, 'Confirm Supply')
  const tx = await chain.provider.getTransaction(hash)
  expect(tx.data.slice(0, 10)).toBe('0xf305d719') // addLiquidityETH
  expect(tx.value.toString()).toBe(quotedFra.toString())

  // addLiquidityETH re-quotes the coin from the token amount: exactly what was derived and sent, nothing refunded.
  const fraUsed = quotedFra
  const [afterBusd, afterWfra] = await reservesOf(chain, pair, BUSD)
  expect(afterBusd.sub(reserveBusd).toString()).toBe(amountBusd.toString())
  expect(afterWfra.sub(reserveWfra).toString()).toBe(fraUsed.toString())
  const spent = fraBefore.sub(await chain.provider.getBalance(account)).sub(await gasCost(chain, hash))
  expect(spent.toString()).toBe(fraUsed.toString())
  expect(busdBefore.sub(await erc20(chain, BUSD).balanceOf(account)).toString()).toBe(amountBusd.toString())
})

test('button messages in priority order, and MAX keeps gas for the native coin', async ({ page, wallet, chain }) => {
  const { BUSD } = chain.deployment.tokens
  await page.goto(`/#/add/ETH/${BUSD}`)
  await expect(page.getByTestId('supply-button')).toHaveText('Connect Wallet')

  wallet.authorize()
  await page.goto('/#/add/ETH')
  // A hash change alone does not reload: reload so the now-authorized wallet connects.
  await page.reload()
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('supply-button')).toHaveText('Invalid pair')
  // Picking B in the dialog puts it in the URL.
  await page.getByTestId('add-input-b').getByTestId('currency-select').click()
  await searchTokens(page, BUSD)
  await page.getByTestId(`token-row-${BUSD}`).click()
  await expect(page).toHaveURL(new RegExp(`#/add/ETH/${BUSD}$`))
  await expect(page.getByTestId('supply-button')).toHaveText('Enter an amount')

  await amountInput(page, 'add-input-a').fill('100000')
  await expect(page.getByTestId('supply-button')).toHaveText('Insufficient FRA balance')
  await expect(page.getByTestId('supply-button')).toBeDisabled()

  const balance = await chain.provider.getBalance(wallet.account)
  const max = page.getByTestId('add-input-a').getByRole('button', { name: 'MAX', exact: true })
  await max.click()
  await expect(amountInput(page, 'add-input-a')).toHaveValue(
    formatUnits(balance.sub(parseEther('0.01')), 18).replace(/\.0$/, ''),
  )
  await expect(max).toHaveCount(0)
  // Back to /pool.
  await page.getByTestId('add-back').click()
  await expect(page).toHaveURL(/#\/pool$/)
})

test('a wallet failure other than a rejection is logged and shown; Dismiss returns to the form', async ({
  page,
  wallet,
  chain,
}) => {
  const { BUSD } = chain.deployment.tokens
  const pair = chain.deployment.pairs['WFRA/BUSD']
  const reservesBefore = (await reservesOf(chain, pair, BUSD)).map(String)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  await openAdd(page, wallet, `/#/add/ETH/${BUSD}`)
  await amountInput(page, 'add-input-a').fill('1')
  await page.getByTestId('supply-button').click()
  wallet.failNext()
  await page.getByTestId('confirm-supply').click()
  const error = page.getByTestId('tx-error')
  await expect(error).toContainText('Error')
  await expect(error).toContainText('Adding liquidity failed:')
  expect(errors.some((text) => text.includes('Failed to add liquidity'))).toBe(true)
  await error.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(amountInput(page, 'add-input-a')).toHaveValue('1')
  expect((await reservesOf(chain, pair, BUSD)).map(String)).toEqual(reservesBefore)
})

test('expert mode skips the review: Supply goes straight to the wallet', async ({ page, wallet, chain }) => {
  const { BUSD } = chain.deployment.tokens
  const pair = chain.deployment.pairs['WFRA/BUSD']
  const [reserveBusd] = await reservesOf(chain, pair, BUSD)
  await openAdd(page, wallet, `/#/add/ETH/${BUSD}`)

  await turnOnExpertMode(page)

  await amountInput(page, 'add-input-b').fill('3')
  await page.getByTestId('supply-button').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(page.getByTestId('confirm-supply')).toHaveCount(0)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  const [afterBusd] = await reservesOf(chain, pair, BUSD)
  expect(afterBusd.sub(reserveBusd).toString()).toBe(parseEther('3').toString())
})
