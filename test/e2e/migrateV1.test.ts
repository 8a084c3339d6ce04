// V1 migration end to end: account 1's V1 BUSD position is listed, migrated to V2 and removed, each checked on
// chain (balances, reserves and the call's own arguments); the price warning after a V1 trade; the first-provider
// notice for a token with no V2 pair; the wrapped native coin's V1 position refused; the empty states.
import { type TransactionRequest } from '@ethersproject/abstract-provider'
import { type Page } from '@playwright/test'
import { type BigNumber, constants, type Contract, ContractFactory } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { loadArtifact } from '../../scripts/lib/artifacts'
import { attach } from '../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './support/fixtures'
import { changesOf, previewedChanges } from './support/preview'
import { minedReceipt } from './support/receipts'
import { busd, expectedRemoveArguments, lastTransactionTo, positionWorth, v1Exchange } from './support/v1'
import { type TestWallet } from './support/wallet'

const MIN_BIPS = 9950 // the spec's 99.5% factor on the migrator's minimums
const DEFAULT_DEADLINE_SECONDS = 20 * 60 // the user's deadline setting, untouched
const DEFAULT_SLIPPAGE_BIPS = 50 // the user's slippage setting, untouched

function signerOf(chain: LocalChain, account: string) {
  return chain.provider.getSigner(account)
}

/** Reads through account 0, which this file never sends from. */
function reader(chain: LocalChain) {
  return signerOf(chain, chain.accounts[0])
}

/**
 * Sends from an unlocked account and waits for Anvil's (automined) receipt by asking for it: ethers' own waiting
 * (sendTransaction's lookup, wait()) follows the provider's polling, which can stall after the fixture's evm_revert
 * moved the chain's head back.
 */
async function mined(chain: LocalChain, account: string, request: Promise<TransactionRequest>, what: string) {
  const hash = await signerOf(chain, account).sendUncheckedTransaction(await request)
  const receipt = await minedReceipt(chain.provider, hash, what)
  expect(receipt.status, what).toBe(1)
  return receipt
}

async function deployToken(chain: LocalChain, account: string, symbol: string): Promise<Contract> {
  const { abi, bytecode } = loadArtifact('DemoERC20')
  const owner = signerOf(chain, account)
  const request = new ContractFactory(abi as never, bytecode, owner).getDeployTransaction(
    `Fresh ${symbol}`,
    symbol,
    18,
    parseEther('1000000'),
  )
  const { contractAddress } = await mined(chain, account, Promise.resolve(request), `deploy ${symbol}`)
  return attach(owner, 'DemoERC20', contractAddress)
}

async function deadline(chain: LocalChain): Promise<number> {
  return (await chain.provider.getBlock('latest')).timestamp + 3600
}

async function open(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  // The first load of a page (app, lazy chunk, auto-connect) is the slowest step on a busy machine.
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
}

test('the V1 list shows account 1’s BUSD position with Migrate and Remove, and nothing it does not hold', async ({
  page,
  wallet,
  chain,
}) => {
  const { v1Exchanges } = chain.deployment
  const liquidity: BigNumber = await v1Exchange(chain, v1Exchanges.BUSD).balanceOf(wallet.account)
  expect(liquidity.toString()).toBe(parseEther('10').toString())

  await open(page, wallet, '/#/migrate/v1')
  await expect(page.getByRole('heading', { level: 1, name: 'Migrate V1 Liquidity', exact: true })).toBeVisible()
  await expect(page.getByPlaceholder('Enter a token address to find liquidity')).toBeVisible()
  await expect(page.getByTestId('v1-back')).toHaveAttribute('href', '#/pool')
  const card = page.getByTestId(`v1-position-${v1Exchanges.BUSD}`)
  await expect(card).toContainText('BUSD/FRA')
  await expect(card.getByTestId('v1-position-liquidity')).toHaveText('10')
  await expect(card.getByRole('link', { name: 'Migrate', exact: true })).toHaveAttribute(
    'href',
    `#/migrate/v1/${v1Exchanges.BUSD}`,
  )
  await expect(card.getByRole('link', { name: 'Remove', exact: true })).toHaveAttribute(
    'href',
    `#/remove/v1/${v1Exchanges.BUSD}`,
  )
  // USDC and WBTC have V1 exchanges with liquidity, but not account 1's.
  await expect(page.locator('[data-testid^="v1-position-0x"]')).toHaveCount(1)

  await card.getByRole('link', { name: 'Migrate', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Migrate V1 Liquidity position' })).toBeVisible()
  await expect(page.getByTestId('v1-pooled-token')).toHaveText('20')
})

test('without a wallet, and for an account without V1 liquidity, the V1 pages say so', async ({
  page,
  wallet,
  chain,
}) => {
  const exchange = chain.deployment.v1Exchanges.BUSD
  await page.goto('/#/migrate/v1')
  await expect(page.getByText('Connect to a wallet to view your V1 liquidity.')).toBeVisible()
  await page.goto(`/#/migrate/v1/${exchange}`)
  await expect(page.getByText('You must connect an account.')).toBeVisible()
  await page.goto(`/#/remove/v1/${exchange}`)
  await expect(page.getByText('You must connect an account.')).toBeVisible()

  // Account 2 connects: a reload, as the page connects on load when the wallet has authorized it.
  await wallet.switchAccount(2)
  wallet.authorize()
  await page.goto('/#/migrate/v1')
  await page.reload()
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByText('No V1 Liquidity found.')).toBeVisible()
})

test('migrates account 1’s V1 BUSD liquidity into the V2 WFRA/BUSD pair with 99.5% minimums', async ({
  page,
  wallet,
  chain,
}) => {
  const { v1Exchanges, migrator, pairs, tokens, weth } = chain.deployment
  const exchange = v1Exchange(chain, v1Exchanges.BUSD)
  const token = busd(chain)
  const pair = attach(reader(chain), 'UniswapV2Pair', pairs['WFRA/BUSD'])
  const worth = await positionWorth(chain, exchange, token, wallet.account)
  const lpBefore: BigNumber = await pair.balanceOf(wallet.account)
  const busdInPairBefore: BigNumber = await token.balanceOf(pair.address)
  const wethInPairBefore: BigNumber = await attach(reader(chain), 'WETH9', weth).balanceOf(pair.address)

  await open(page, wallet, `/#/migrate/v1/${v1Exchanges.BUSD}`)
  await expect(page.getByTestId('v1-pooled-token')).toHaveText('20')
  await expect(page.getByTestId('v1-pooled-native')).toHaveText('10')
  await expect(page.getByTestId('v1-price')).toHaveText('2 BUSD/FRA')
  await expect(page.getByTestId('v2-price')).toHaveText('2 BUSD/FRA')
  await expect(page.getByTestId('v1-price-warning')).toHaveCount(0)
  await expect(page.getByTestId('v1-first-provider')).toHaveCount(0)

  // Approve the V1 liquidity (the exchange's own ERC20) to the migrator.
  await expect(page.getByTestId('v1-migrate')).toHaveText('Migrate')
  await expect(page.getByTestId('v1-migrate')).toBeDisabled()
  await page.getByTestId('v1-approve').click()
  await expect(page.getByTestId('v1-approve')).toHaveText('Approved')
  expect((await exchange.allowance(wallet.account, migrator)).gte(worth.liquidity)).toBe(true)

  // Approved: the page previews the migration (it sends without a dialog).
  const previewed = await previewedChanges(page, {}, page.locator('main'))
  const previewedApproval = page.getByTestId(`simulated-approval-${v1Exchanges.BUSD}`)
  await expect(previewedApproval).toHaveAttribute('data-spender', migrator)
  const busdBefore: BigNumber = await token.balanceOf(wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)
  await page.getByTestId('v1-migrate').click()
  await expect(page.getByTestId('v1-migrate')).toHaveText('Success')

  // The call: the token, 99.5% of each side, the account, the user's deadline; the gas limit padded above use.
  const { tx, receipt, block } = await lastTransactionTo(chain, migrator)
  await expect(page.getByTestId(`popup-${tx.hash}`)).toContainText('Migrate BUSD liquidity to V2')
  const args = attach(reader(chain), 'UniswapV2Migrator', migrator).interface.decodeFunctionData('migrate', tx.data)
  expect(args[0]).toBe(tokens.BUSD)
  const minToken = worth.token.mul(MIN_BIPS).div(10_000)
  const minNative = worth.native.mul(MIN_BIPS).div(10_000)
  expect(args[1].toString()).toBe(minToken.toString())
  expect(args[2].toString()).toBe(minNative.toString())
  expect(args[3]).toBe(wallet.account)
  const ttl = args[4].toNumber() - block.timestamp
  expect(ttl).toBeGreaterThan(DEFAULT_DEADLINE_SECONDS - 60)
  expect(ttl).toBeLessThanOrEqual(DEFAULT_DEADLINE_SECONDS)
  expect(tx.gasLimit.gt(receipt.gasUsed)).toBe(true)

  // On chain: no V1 liquidity left, more V2 LP tokens, and the pair received at least the minimums.
  expect((await exchange.balanceOf(wallet.account)).isZero()).toBe(true)
  expect((await pair.balanceOf(wallet.account)).gt(lpBefore)).toBe(true)
  const busdAdded = (await token.balanceOf(pair.address)).sub(busdInPairBefore)
  const wethAdded = (await attach(reader(chain), 'WETH9', weth).balanceOf(pair.address)).sub(wethInPairBefore)
  expect(busdAdded.gte(minToken)).toBe(true)
  expect(wethAdded.gte(minNative)).toBe(true)
  expect(busdAdded.lte(worth.token) && wethAdded.lte(worth.native)).toBe(true)
  // The preview was what the chain did to the account: the V1 liquidity gone, the V2 pool tokens minted, and what the
  // pair did not take paid back, the native coin with the transaction's fee put back.
  const fee = receipt.gasUsed.mul(receipt.effectiveGasPrice)
  expect(previewed).toEqual(
    changesOf([
      [v1Exchanges.BUSD, worth.liquidity.mul(-1)],
      [pairs['WFRA/BUSD'], (await pair.balanceOf(wallet.account)).sub(lpBefore)],
      [tokens.BUSD, (await token.balanceOf(wallet.account)).sub(busdBefore)],
      ['NATIVE', (await chain.provider.getBalance(wallet.account)).sub(fraBefore).add(fee)],
    ]),
  )
})

test('removes account 1’s V1 BUSD liquidity to BUSD and FRA', async ({ page, wallet, chain }) => {
  const address = chain.deployment.v1Exchanges.BUSD
  const exchange = v1Exchange(chain, address)
  const token = busd(chain)
  const worth = await positionWorth(chain, exchange, token, wallet.account)
  const busdBefore: BigNumber = await token.balanceOf(wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)

  await open(page, wallet, `/#/remove/v1/${address}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Remove V1 Liquidity', exact: true })).toBeVisible()
  await expect(page.getByTestId('v1-pooled-token')).toHaveText('20')
  await expect(page.getByTestId('v1-remove')).toHaveText('Remove')
  const previewed = await previewedChanges(page, {}, page.locator('main'))
  await page.getByTestId('v1-remove').click()
  await expect(page.getByTestId('v1-remove')).toHaveText('Success')

  const { tx, receipt } = await lastTransactionTo(chain, address)
  await expect(page.getByTestId(`popup-${tx.hash}`)).toContainText('Remove BUSD/FRA V1 liquidity')
  const args = exchange.interface.decodeFunctionData('removeLiquidity', tx.data)
  // Minimums from the user's slippage (the default 0.5%), not 1 and 1: min_eth, then min_tokens.
  expect(args.map(String).slice(0, 3)).toEqual(expectedRemoveArguments(worth, DEFAULT_SLIPPAGE_BIPS))
  expect(tx.gasLimit.gt(receipt.gasUsed)).toBe(true)

  expect((await exchange.balanceOf(wallet.account)).isZero()).toBe(true)
  expect((await token.balanceOf(wallet.account)).sub(busdBefore).toString()).toBe(worth.token.toString())
  const gas = receipt.gasUsed.mul(receipt.effectiveGasPrice)
  const fraGained = (await chain.provider.getBalance(wallet.account)).sub(fraBefore).add(gas)
  expect(fraGained.toString()).toBe(worth.native.toString())
  // The page's preview was what the chain did: the V1 liquidity burnt, the token and the coin paid out.
  expect(previewed).toEqual(
    changesOf([
      [address, worth.liquidity.mul(-1)],
      [chain.deployment.tokens.BUSD, worth.token],
      ['NATIVE', worth.native],
    ]),
  )
})

test('a V1 price 5% or more away from V2 shows the warning card', async ({ page, wallet, chain }) => {
  const address = chain.deployment.v1Exchanges.BUSD
  // Account 2 buys BUSD on V1 with 100 FRA: V1's BUSD per FRA falls well below V2's 2.
  const trader = attach(signerOf(chain, chain.accounts[2]), 'UniswapV1Exchange', address)
  await mined(
    chain,
    chain.accounts[2],
    trader.populateTransaction.ethToTokenSwapInput(1, await deadline(chain), { value: parseEther('100') }),
    'V1 trade',
  )
  const tokenReserve: BigNumber = await busd(chain).balanceOf(address)
  const nativeReserve = await chain.provider.getBalance(address)
  const v1Price = Number(tokenReserve.mul(1_000_000).div(nativeReserve).toString()) / 1_000_000
  const expectedPercent = Math.abs(v1Price / 2 - 1) * 100
  expect(expectedPercent).toBeGreaterThan(5)

  await open(page, wallet, `/#/migrate/v1/${address}`)
  await expect(page.getByTestId('v1-price-warning')).toBeVisible()
  await expect(page.getByTestId('v1-price-warning')).toContainText('at a price you believe is correct')
  const shown = Number.parseFloat((await page.getByTestId('v1-price-difference').textContent()) ?? '')
  expect(Math.abs(shown - expectedPercent)).toBeLessThan(0.02)
})

test('a token without a V2 pair: found by address search, first-provider notice, migrated into a new pair', async ({
  page,
  wallet,
  chain,
}) => {
  const { deployment } = chain
  const owner = signerOf(chain, wallet.account)
  // A token no list knows, with a V1 exchange that account 1 alone provides for.
  const token = await deployToken(chain, wallet.account, 'FRESH')
  const factory = attach(owner, 'UniswapV1Factory', deployment.v1Factory)
  await mined(
    chain,
    wallet.account,
    factory.populateTransaction.createExchange(token.address),
    'create the V1 exchange',
  )
  const address: string = await factory.getExchange(token.address)
  await mined(
    chain,
    wallet.account,
    token.populateTransaction.approve(address, constants.MaxUint256),
    'approve the V1 exchange',
  )
  const exchange = attach(owner, 'UniswapV1Exchange', address)
  await mined(
    chain,
    wallet.account,
    exchange.populateTransaction.addLiquidity(0, parseEther('300'), await deadline(chain), { value: parseEther('3') }),
    'add V1 liquidity',
  )
  const v2Factory = attach(reader(chain), 'UniswapV2Factory', deployment.factory)
  expect(await v2Factory.getPair(token.address, deployment.weth)).toBe(constants.AddressZero)

  await open(page, wallet, '/#/migrate/v1')
  await expect(page.getByTestId(`v1-position-${deployment.v1Exchanges.BUSD}`)).toBeVisible()
  await expect(page.getByTestId(`v1-position-${address}`)).toHaveCount(0)
  await page.getByPlaceholder('Enter a token address to find liquidity').fill(token.address)
  const card = page.getByTestId(`v1-position-${address}`)
  await expect(card).toContainText('FRESH/FRA')
  await card.getByRole('link', { name: 'Migrate', exact: true }).click()

  await expect(page.getByTestId('v1-first-provider')).toContainText('You are the first liquidity provider')
  await expect(page.getByTestId('v1-price')).toHaveText('100 FRESH/FRA')
  await expect(page.getByTestId('v1-price-warning')).toHaveCount(0)
  await page.getByTestId('v1-approve').click()
  await expect(page.getByTestId('v1-approve')).toHaveText('Approved')
  await page.getByTestId('v1-migrate').click()
  await expect(page.getByTestId('v1-migrate')).toHaveText('Success')

  const pairAddress: string = await v2Factory.getPair(token.address, deployment.weth)
  expect(pairAddress).not.toBe(constants.AddressZero)
  const pair = attach(reader(chain), 'UniswapV2Pair', pairAddress)
  expect((await pair.balanceOf(wallet.account)).gt(0)).toBe(true)
  expect((await token.balanceOf(pairAddress)).toString()).toBe(parseEther('300').toString())
  expect((await exchange.balanceOf(wallet.account)).isZero()).toBe(true)
})

test('the wrapped native coin’s V1 exchange cannot be migrated and offers Remove', async ({ page, wallet, chain }) => {
  const factory = attach(signerOf(chain, wallet.account), 'UniswapV1Factory', chain.deployment.v1Factory)
  await mined(
    chain,
    wallet.account,
    factory.populateTransaction.createExchange(chain.deployment.weth),
    'create the WFRA V1 exchange',
  )
  const address: string = await factory.getExchange(chain.deployment.weth)

  await open(page, wallet, `/#/migrate/v1/${address}`)
  await expect(page.getByTestId('v1-weth-refusal')).toContainText('cannot be migrated')
  await expect(page.getByTestId('v1-approve')).toHaveCount(0)
  await page.getByRole('link', { name: 'Remove', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Remove V1 Liquidity', exact: true })).toBeVisible()
})
