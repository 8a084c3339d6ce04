// The token check (issue 41, item 3) as a user meets it: importing a token, or trading one on no list, shows what a
// simulated buy and sale of it did; the demo's TAX keeps 5% of a trade (checked against a real trade on chain) and
// HONEY cannot be sold; BUSD, once its list is switched off, is checked and found clean; a taxed token pooled with
// BUSD only is bought through BUSD; a node that cannot simulate says so and the import still works.
import { type Page } from '@playwright/test'
import { ContractFactory } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { loadArtifact } from '../../scripts/lib/artifacts'
import { attach } from '../../scripts/lib/contracts'
import { searchTokens } from './support/currencyDialog'
import { contractsFor } from './support/farmYields'
import { expect, type LocalChain, test } from './support/fixtures'
import { refuseCalls } from './support/nodeFaults'
import { openImport } from './support/tokenImport'

/** The local chain's list as the app loads it (src/config/lists.ts: LOCAL_LIST_URL). */
const LOCAL_LIST_URL = './lists/31337.json'
const dialogRisk = (page: Page) => page.getByRole('dialog').getByTestId('token-risk')
const cardRisk = (page: Page) => page.getByRole('region', { name: 'Swap' }).getByTestId('token-risk')

/** What a buy of `token` with 1 FRA through the router keeps of the router's quote on chain, in basis points rounded
 * up (any shortfall counts, as data-tax-bps says it). */
async function taxOnChain(chain: LocalChain, token: string): Promise<number> {
  const { router } = contractsFor(chain, 3)
  const path = [chain.deployment.weth, token]
  const amountIn = parseEther('1')
  const [, quoted] = (await router.getAmountsOut(amountIn, path)) as bigint[]
  const erc20 = attach(chain.provider.getSigner(chain.accounts[3]), 'DemoERC20', token)
  const before = BigInt((await erc20.balanceOf(chain.accounts[3])).toString())
  const deadline = (await chain.provider.getBlock('latest')).timestamp + 600
  await (
    await router.swapExactETHForTokensSupportingFeeOnTransferTokens(0, path, chain.accounts[3], deadline, {
      value: amountIn,
    })
  ).wait()
  const received = BigInt((await erc20.balanceOf(chain.accounts[3])).toString()) - before
  const promised = BigInt(quoted.toString())
  return Number(((promised - received) * 10_000n + promised - 1n) / promised)
}

test('TAX: the import and the swap card say it keeps 5% of every trade, as a trade on chain does', async ({
  page,
  wallet,
  chain,
}) => {
  const tax = chain.deployment.tokens.TAX
  await openImport(page, wallet, tax)
  await expect(dialogRisk(page)).toHaveAttribute('data-risk', 'transfer-tax')
  await expect(dialogRisk(page)).toHaveAttribute('data-tax-bps', '500')
  await expect(dialogRisk(page)).toHaveText(
    'TAX keeps 5% of every trade: a simulated trade received that much less than quoted (a transfer tax).',
  )
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(cardRisk(page)).toHaveAttribute('data-risk', 'transfer-tax')
  await expect(cardRisk(page)).toHaveAttribute('data-tax-bps', '500')
  // The check sent nothing: a real buy keeps the same 5%.
  expect(await taxOnChain(chain, tax)).toBe(500)
})

test('HONEY: the import says it cannot be sold; a listed token in the trade gets no check', async ({
  page,
  wallet,
  chain,
}) => {
  await openImport(page, wallet, chain.deployment.tokens.HONEY)
  await expect(dialogRisk(page)).toHaveAttribute('data-risk', 'sell-reverts')
  await expect(dialogRisk(page)).toHaveText('HONEY cannot be sold: a simulated sale of it reverts (a honeypot).')
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(cardRisk(page)).toHaveAttribute('data-risk', 'sell-reverts')
  // FRA and BUSD, both vouched for by the list: nothing to show.
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await searchTokens(page, 'BUSD')
  await page.getByRole('dialog').getByText('BUSD', { exact: true }).first().click()
  await expect(page.getByTestId('swap-output').getByTestId('currency-select')).toContainText('BUSD')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('token-risk')).toHaveCount(0)
})

test('BUSD with its list switched off: the import checks it and finds nothing, as a trade on chain does', async ({
  page,
  wallet,
  chain,
}) => {
  const busd = chain.deployment.tokens.BUSD
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await page.getByRole('button', { name: 'Manage' }).click()
  const list = page.getByTestId(`list-row-${LOCAL_LIST_URL}`).getByRole('switch')
  await list.click()
  await expect(list).toHaveAttribute('aria-checked', 'false')
  await page.getByRole('button', { name: 'Back' }).click()
  // On no active list now: the search offers to import it, and the import checks it.
  await page.getByTestId('token-search').fill(busd)
  await page.getByTestId(`token-row-${busd}`).getByRole('button', { name: 'Import' }).click()
  await expect(dialogRisk(page)).toHaveAttribute('data-risk', 'none')
  await expect(dialogRisk(page)).toHaveAttribute('data-tax-bps', '0')
  await expect(dialogRisk(page)).toHaveText('A simulated buy and sale of BUSD went through at the quoted amounts.')
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(cardRisk(page)).toHaveAttribute('data-risk', 'none')
  // A real buy delivers the router's quote to the wei.
  expect(await taxOnChain(chain, busd)).toBe(0)
})

test('a taxed token whose only pool is with BUSD: the check buys it through BUSD and finds the tax', async ({
  page,
  wallet,
  chain,
}) => {
  // Account 3 deploys a 5%-tax token and pools it with BUSD only: no WFRA pool to buy it from directly.
  const owner = chain.provider.getSigner(chain.accounts[3])
  const { abi, bytecode } = loadArtifact('DemoTaxToken')
  const taxed = await new ContractFactory(abi as never, bytecode, owner).deploy(parseEther('1000000'))
  await taxed.deployed()
  const { router } = contractsFor(chain, 3)
  const busd = attach(owner, 'DemoERC20', chain.deployment.tokens.BUSD)
  await (await taxed.approve(router.address, parseEther('2000'))).wait()
  await (await busd.approve(router.address, parseEther('1000'))).wait()
  const deadline = (await chain.provider.getBlock('latest')).timestamp + 600
  await (
    await router.addLiquidity(
      taxed.address,
      busd.address,
      parseEther('2000'),
      parseEther('1000'),
      0,
      0,
      chain.accounts[3],
      deadline,
    )
  ).wait()

  await openImport(page, wallet, taxed.address)
  await expect(dialogRisk(page)).toHaveAttribute('data-risk', 'transfer-tax')
  await expect(dialogRisk(page)).toHaveAttribute('data-tax-bps', '500')
})

test('a node that cannot simulate: the import says the check is unknown, and importing works', async ({
  page,
  wallet,
  chain,
}) => {
  // eth_call with a state override, as a node without them answers it.
  const fault = await refuseCalls(page, chain, 'eth_call', (call) =>
    call.params.length > 2
      ? { code: -32601, message: 'the method eth_call does not exist/is not available' }
      : undefined,
  )
  await openImport(page, wallet, chain.deployment.tokens.TAX)
  await expect(dialogRisk(page)).toHaveAttribute('data-risk', 'unknown')
  await expect(dialogRisk(page)).toHaveText(
    'This node cannot simulate a trade of TAX: what it does to a trade is unknown.',
  )
  expect(fault.refused).toBeGreaterThan(0)
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByTestId('swap-output').getByTestId('currency-select')).toContainText('TAX')
})
