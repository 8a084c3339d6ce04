// Removing liquidity end to end: account 1 approves its WFRA/BUSD pool tokens and removes 25% with the quick
// button, then removes the rest receiving the native coin. After each step the wallet's pool tokens, its token and
// FRA balances and the pair's reserves are checked on chain against the share of the reserves it burned.
import { type Page } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { lagReads } from './support/laggingReads'
import { type TestWallet } from './support/wallet'

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
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

/** Remove, read the minimums the dialog shows, Confirm; returns them and the hash once its popup says mined. */
async function removeAndConfirm(page: Page): Promise<{ hash: string; minA: BigNumber; minB: BigNumber }> {
  await expect(page.getByTestId('remove-button')).toBeEnabled()
  await page.getByTestId('remove-button').click()
  await expect(page.getByTestId('confirm-remove')).toBeVisible()
  const minA = parseUnits((await page.getByTestId('remove-min-a').textContent()) ?? '', 18)
  const minB = parseUnits((await page.getByTestId('remove-min-b').textContent()) ?? '', 18)
  await page.getByTestId('confirm-remove').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  return { hash, minA, minB }
}

test('remove 25% of WFRA/BUSD after Approve, then the rest with Max receiving FRA', async ({ page, wallet, chain }) => {
  // An approval and two removals: more than the default minute when the machine is busy.
  test.setTimeout(150_000)
  const { weth, tokens, router } = chain.deployment
  const account = wallet.account
  const pair = await pairContract(chain)
  const start = await readState(chain, pair, account)
  expect(start.lp.gt(0)).toBe(true)
  expect((await pair.allowance(account, router)).isZero()).toBe(true)

  // Step 1: WFRA/BUSD, 25% by the quick button, after approving the pool tokens.
  await openRemove(page, wallet, weth, tokens.BUSD)
  await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount')
  await page.getByTestId('remove-25').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('25%')
  await expect(page.getByTestId('remove-button')).toBeDisabled()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approve')
  await page.getByTestId('remove-approve').click()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')
  expect((await pair.allowance(account, router)).gte(start.lp.div(4))).toBe(true)

  const first = await removeAndConfirm(page)
  await expect(page.getByTestId(`popup-${first.hash}`)).toContainText(/Remove [\d.]+ WFRA and [\d.]+ BUSD/)
  const burned = start.lp.mul(25).div(100)
  const afterFirst = await readState(chain, pair, account)
  expect(start.lp.sub(afterFirst.lp).toString()).toBe(burned.toString())
  const wfraOut = burned.mul(start.reserveWfra).div(start.totalSupply)
  const busdOut = burned.mul(start.reserveBusd).div(start.totalSupply)
  expect(afterFirst.wfra.sub(start.wfra).toString()).toBe(wfraOut.toString())
  expect(afterFirst.busd.sub(start.busd).toString()).toBe(busdOut.toString())
  expect(wfraOut.gte(first.minA)).toBe(true)
  expect(busdOut.gte(first.minB)).toBe(true)
  expect(start.reserveWfra.sub(afterFirst.reserveWfra).toString()).toBe(wfraOut.toString())
  expect(start.reserveBusd.sub(afterFirst.reserveBusd).toString()).toBe(busdOut.toString())
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByTestId('remove-percent')).toHaveText('0%')

  // Step 2: switch to receiving the native coin, then Max.
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
  // The allowance given in step 1 was the maximum: still approved.
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')

  const second = await removeAndConfirm(page)
  await expect(page.getByTestId(`popup-${second.hash}`)).toContainText(/Remove [\d.]+ FRA and [\d.]+ BUSD/)
  const afterSecond = await readState(chain, pair, account)
  expect(afterSecond.lp.isZero()).toBe(true)
  const fraOut = afterFirst.lp.mul(afterFirst.reserveWfra).div(afterFirst.totalSupply)
  const busdOut2 = afterFirst.lp.mul(afterFirst.reserveBusd).div(afterFirst.totalSupply)
  const fraReceived = afterSecond.fra.sub(afterFirst.fra).add(await gasCost(chain, second.hash))
  expect(fraReceived.toString()).toBe(fraOut.toString())
  expect(afterSecond.wfra.toString()).toBe(afterFirst.wfra.toString())
  expect(afterSecond.busd.sub(afterFirst.busd).toString()).toBe(busdOut2.toString())
  expect(fraOut.gte(second.minA)).toBe(true)
  expect(busdOut2.gte(second.minB)).toBe(true)
  expect(afterFirst.reserveWfra.sub(afterSecond.reserveWfra).toString()).toBe(fraOut.toString())
  expect(afterFirst.reserveBusd.sub(afterSecond.reserveBusd).toString()).toBe(busdOut2.toString())
})

test("Max right after a removal waits for the balance it left: never the old one's amounts", async ({
  page,
  wallet,
  chain,
}) => {
  test.setTimeout(150_000)
  const { weth, tokens } = chain.deployment
  const account = wallet.account
  const pair = await pairContract(chain)
  const lagging = await lagReads(page, chain)
  await openRemove(page, wallet, weth, tokens.BUSD)
  await page.getByTestId('remove-25').click()
  await page.getByTestId('remove-approve').click()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')

  // From the first removal on, the node's reads show the chain as it was before it (a replica behind its head):
  // the page hears of the receipt but reads the balance from before the removal until the replica catches up.
  lagging.freeze()
  await removeAndConfirm(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  const rest = await pair.balanceOf(account)
  expect(rest.gt(0)).toBe(true)

  await page.getByTestId('remove-max').click()
  await expect(page.getByTestId('remove-percent')).toHaveText('100%')
  // Nothing to send while the only balance known is the one the removal changed, even after more blocks and polls.
  await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount')
  await chain.mine(2)
  const answered = lagging.staleAnswers
  await expect.poll(() => lagging.staleAnswers).toBeGreaterThan(answered + 3)
  await expect(page.getByTestId('remove-button')).toBeDisabled()
  await expect(page.getByTestId('remove-button')).toHaveText('Enter an amount')

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
  expect((await pair.balanceOf(account)).isZero()).toBe(true)
})
