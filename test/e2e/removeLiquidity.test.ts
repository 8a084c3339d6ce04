// Removing liquidity end to end: account 1 approves its WFRA/BUSD pool tokens and removes 25% with the quick
// button, or removes all of them receiving the native coin (approved beforehand by the test code). After each
// removal the wallet's pool tokens, its token and FRA balances and the pair's reserves are checked on chain against
// the share of the reserves it burned.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { lagReads, staleReadsAnswered } from './support/laggingReads'
import { changesOf, previewedChanges } from './support/preview'
import { type TestWallet } from './support/wallet'

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
]
const PAIR = [
  ...ERC20,
  'function totalSupply() view returns (uint256)',
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
]
const FACTORY = ['function getPair(address, address) view returns (address)']

interface PairState {
  lp: BigNumber
  totalSupply: BigNumber
  reserveWfra: BigNumber
  reserveBusd: BigNumber
  busd: BigNumber
  wfra: BigNumber
  fra: BigNumber
}

async function pairContract(chain: LocalChain): Promise<Contract> {
  const { factory, weth, tokens } = chain.deployment
  const address: string = await new Contract(factory, FACTORY, chain.provider).getPair(weth, tokens.BUSD)
  return new Contract(address, PAIR, chain.provider)
}

async function readState(chain: LocalChain, pair: Contract, account: string): Promise<PairState> {
  const { weth, tokens } = chain.deployment
  const [reserve0, reserve1] = await pair.getReserves()
  const wfraIsToken0 = (await pair.token0()).toLowerCase() === weth.toLowerCase()
  return {
    lp: await pair.balanceOf(account),
    totalSupply: await pair.totalSupply(),
    reserveWfra: wfraIsToken0 ? reserve0 : reserve1,
    reserveBusd: wfraIsToken0 ? reserve1 : reserve0,
    busd: await new Contract(tokens.BUSD, ERC20, chain.provider).balanceOf(account),
    wfra: await new Contract(weth, ERC20, chain.provider).balanceOf(account),
    fra: await chain.provider.getBalance(account),
  }
}

async function openRemove(page: Page, wallet: TestWallet, a: string, b: string): Promise<void> {
  wallet.authorize()
  await page.goto(`/#/remove/${a}/${b}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('remove-position')).toBeVisible()
}

/**
 * Remove, read the minimums and the preview (issue 41) the dialog shows, Confirm; returns them and the hash once its
 * popup says mined.
 */
async function removeAndConfirm(
  page: Page,
): Promise<{ hash: string; minA: BigNumber; minB: BigNumber; previewed: Record<string, string> }> {
  await expect(page.getByTestId('remove-button')).toBeEnabled()
  await page.getByTestId('remove-button').click()
  await expect(page.getByTestId('confirm-remove')).toBeVisible()
  const minA = parseUnits((await page.getByTestId('remove-min-a').textContent()) ?? '', 18)
  const minB = parseUnits((await page.getByTestId('remove-min-b').textContent()) ?? '', 18)
  const previewed = await previewedChanges(page, {})
  await page.getByTestId('confirm-remove').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  return { hash, minA, minB, previewed }
}

/** The pool tokens approved for the router beforehand, from the test code (the approval flow is the first test's). */
async function approveRouter(chain: LocalChain, pair: Contract, account: string): Promise<void> {
  const signer = chain.provider.getSigner(account)
  await (await pair.connect(signer).approve(chain.deployment.router, constants.MaxUint256)).wait()
}

test('remove 25% of WFRA/BUSD by the quick button after Approve: WFRA and BUSD are the share of the reserves burned', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth, tokens, router } = chain.deployment
  const account = wallet.account
  const pair = await pairContract(chain)
  const start = await readState(chain, pair, account)
  expect(start.lp.gt(0)).toBe(true)
  expect((await pair.allowance(account, router)).isZero()).toBe(true)

  await openRemove(page, wallet, weth, tokens.BUSD)
  await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount')
  await page.getByTestId('remove-25').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('25%')
  await expect(page.getByTestId('remove-button')).toBeDisabled()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approve')
  await page.getByTestId('remove-approve').click()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')
  expect((await pair.allowance(account, router)).gte(start.lp.div(4))).toBe(true)

  const removal = await removeAndConfirm(page)
  await expect(page.getByTestId(`popup-${removal.hash}`)).toContainText(/Remove [\d.]+ WFRA and [\d.]+ BUSD/)
  const burned = start.lp.mul(25).div(100)
  const after = await readState(chain, pair, account)
  expect(start.lp.sub(after.lp).toString()).toBe(burned.toString())
  const wfraOut = burned.mul(start.reserveWfra).div(start.totalSupply)
  const busdOut = burned.mul(start.reserveBusd).div(start.totalSupply)
  expect(after.wfra.sub(start.wfra).toString()).toBe(wfraOut.toString())
  expect(after.busd.sub(start.busd).toString()).toBe(busdOut.toString())
  expect(wfraOut.gte(removal.minA)).toBe(true)
  expect(busdOut.gte(removal.minB)).toBe(true)
  expect(start.reserveWfra.sub(after.reserveWfra).toString()).toBe(wfraOut.toString())
  expect(start.reserveBusd.sub(after.reserveBusd).toString()).toBe(busdOut.toString())
  // The preview was what the chain did: the pool tokens burnt, the two tokens paid out.
  expect(removal.previewed).toEqual(
    changesOf([
      [pair.address, burned.mul(-1)],
      [weth, wfraOut],
      [tokens.BUSD, busdOut],
    ]),
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByTestId('remove-percent')).toHaveText('0%')
  // The allowance given was the maximum: the rest needs no new approval.
  await page.getByTestId('remove-max').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('100%')
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')
})

test('remove all of WFRA/BUSD with Max receiving FRA: FRA and BUSD are the share of the reserves burned', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth, tokens } = chain.deployment
  const account = wallet.account
  const pair = await pairContract(chain)
  await approveRouter(chain, pair, account)
  const start = await readState(chain, pair, account)
  expect(start.lp.gt(0)).toBe(true)
  await openRemove(page, wallet, weth, tokens.BUSD)

  // Switch to receiving the native coin, then Max.
  await page.getByTestId('remove-receive-switch').click()
  await expect(page).toHaveURL(new RegExp(`#/remove/ETH/${tokens.BUSD}$`))
  await expect(page.getByTestId('remove-receive-switch')).toHaveText('Receive WFRA')
  // Detailed mode: typing a tiny pool-token amount fills both currency amounts; Simple mode then shows '<1'.
  await page.getByTestId('remove-mode-toggle').click()
  await page.getByTestId('remove-input-liquidity').getByTestId('amount-input').fill('0.000001')
  await expect(page.getByTestId('remove-input-b').getByTestId('amount-input')).not.toHaveValue('')
  await expect(page.getByTestId('remove-input-a').getByTestId('amount-input')).not.toHaveValue('')
  await page.getByTestId('remove-mode-toggle').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('<1%')
  await page.getByTestId('remove-max').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('100%')
  // Approved beforehand, with the maximum (as the Approve button does): nothing to approve.
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')

  const removal = await removeAndConfirm(page)
  await expect(page.getByTestId(`popup-${removal.hash}`)).toContainText(/Remove [\d.]+ FRA and [\d.]+ BUSD/)
  const after = await readState(chain, pair, account)
  expect(after.lp.isZero()).toBe(true)
  const fraOut = start.lp.mul(start.reserveWfra).div(start.totalSupply)
  const busdOut = start.lp.mul(start.reserveBusd).div(start.totalSupply)
  const fraReceived = after.fra.sub(start.fra).add(await gasCost(chain, removal.hash))
  expect(fraReceived.toString()).toBe(fraOut.toString())
  expect(after.wfra.toString()).toBe(start.wfra.toString())
  expect(after.busd.sub(start.busd).toString()).toBe(busdOut.toString())
  expect(fraOut.gte(removal.minA)).toBe(true)
  expect(busdOut.gte(removal.minB)).toBe(true)
  expect(start.reserveWfra.sub(after.reserveWfra).toString()).toBe(fraOut.toString())
  expect(start.reserveBusd.sub(after.reserveBusd).toString()).toBe(busdOut.toString())
})

/**
 * 25% of WFRA/BUSD removed on the page, the node's reads showing the chain as it was before the removal from then on
 * (a replica behind its head): the page hears of the receipt but reads the balance from before the removal until the
 * replica catches up. Then Max, and nothing to send. Returns the balance left and the lagging replica.
 */
async function maxAfterLaggingRemoval(page: Page, wallet: TestWallet, chain: LocalChain) {
  const { weth, tokens } = chain.deployment
  const pair = await pairContract(chain)
  await approveRouter(chain, pair, wallet.account)
  const lagging = await lagReads(page, chain)
  await openRemove(page, wallet, weth, tokens.BUSD)
  await page.getByTestId('remove-25').click()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')

  lagging.freeze()
  await removeAndConfirm(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  const rest: BigNumber = await pair.balanceOf(wallet.account)
  expect(rest.gt(0)).toBe(true)

  await page.getByTestId('remove-max').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('100%')
  await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount')
  return { pair, rest, lagging }
}

test('Max right after a removal offers nothing to send while the node still reads the balance before it', async ({
  page,
  wallet,
  chain,
}) => {
  await page.clock.install()
  const { lagging } = await maxAfterLaggingRemoval(page, wallet, chain)

  // Still nothing while the only balance known is the one the removal changed, even after more blocks and polls.
  await chain.mine(2)
  await staleReadsAnswered(page, lagging, 4)
  await expect(page.getByTestId('remove-button')).toBeDisabled()
  await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount')
})

test("once the node reads past a removal, Max removes the balance it left: never the old one's amounts", async ({
  page,
  wallet,
  chain,
}) => {
  const { pair, rest, lagging } = await maxAfterLaggingRemoval(page, wallet, chain)

  lagging.release()
  await expect(page.getByTestId('remove-button')).toBeEnabled()
  await page.getByTestId('remove-button').click()
  const burned = parseUnits((await page.getByTestId('remove-burned').textContent()) ?? '', 18)
  // Six significant digits of what is left, not of the balance before the first removal.
  expect(rest.sub(burned).abs().mul(100_000).lte(rest)).toBe(true)
  await page.getByTestId('confirm-remove').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  await expect(page.getByTestId(`popup-${hash}`)).toContainText(/Remove [\d.]+ WFRA and [\d.]+ BUSD/)
  const receipt = await chain.provider.getTransactionReceipt(hash)
  expect(receipt.status).toBe(1)
  expect((await pair.balanceOf(wallet.account)).isZero()).toBe(true)
})
