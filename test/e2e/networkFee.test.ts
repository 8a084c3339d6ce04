// The network fee every confirm dialog shows before signing: the native fee equals eth_estimateGas of the same
// transaction (from the wallet's account) × eth_gasPrice, and the USD figure that times the WFRA/BUSD pool price,
// all computed here from the chain; a new block with another base fee refreshes it, and a confirmed swap costs on
// chain about what was shown.
import { type Locator, type Page } from '@playwright/test'
import { type BigNumber, constants, type Contract, type PopulatedTransaction } from 'ethers'
import { formatEther, parseEther } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { attach } from '../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './support/fixtures'
import { type TestWallet } from './support/wallet'

const GWEI = 10n ** 9n

function contracts(chain: LocalChain, account: string) {
  const signer = chain.provider.getSigner(account)
  const { deployment } = chain
  return {
    router: attach(signer, 'UniswapV2Router02', deployment.router),
    busd: attach(signer, 'DemoERC20', deployment.tokens.BUSD),
    pair: attach(signer, 'UniswapV2Pair', (deployment.pairs as Record<string, string>)['WFRA/BUSD']),
    breeder: attach(signer, 'MasterBreeder', deployment.staking.masterBreeder),
    governor: attach(signer, 'GovernorAlpha', deployment.governance.governor),
  }
}

/** A base fee high enough that the USD figure is cents, not '<$0.01' (the demo chain's own is near zero). */
async function setBaseFee(chain: LocalChain, gwei: bigint): Promise<void> {
  await rpc(chain.url, 'anvil_setNextBlockBaseFeePerGas', [`0x${(gwei * GWEI).toString(16)}`])
  await chain.mine(1)
}

async function deadline(chain: LocalChain): Promise<number> {
  return (await chain.provider.getBlock('latest')).timestamp + 1200
}

async function reservesOf(chain: LocalChain, pair: Contract): Promise<[BigNumber, BigNumber]> {
  const [reserve0, reserve1]: [BigNumber, BigNumber] = await pair.getReserves()
  const wfraIsToken0 = ((await pair.token0()) as string).toLowerCase() === chain.deployment.weth.toLowerCase()
  return wfraIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
}

/** USD per FRA from the WFRA/BUSD reserves (both 18 decimals). */
async function fraUsd(chain: LocalChain, pair: Contract): Promise<number> {
  const [wfra, busd] = await reservesOf(chain, pair)
  return Number(formatEther(busd)) / Number(formatEther(wfra))
}

function expectWithin(actual: number, expected: number, tolerance: number, what: string): void {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(expected * tolerance)
}

/** The fee the dialog shows, in wei, once estimated. */
async function shownFee(dialog: Locator): Promise<BigNumber> {
  const fee = dialog.getByTestId('network-fee')
  await expect(fee).toHaveAttribute('data-status', 'ready')
  const match = /≈\s*([\d.]+)\s*FRA/.exec((await fee.textContent()) ?? '')
  expect(match, 'the fee names its amount and FRA').toBeTruthy()
  return parseEther(match![1])
}

/** The fee of `transaction` from `from` as the node estimates it now. */
async function chainFee(chain: LocalChain, transaction: PopulatedTransaction, from: string): Promise<BigNumber> {
  const [gas, gasPrice] = await Promise.all([
    chain.provider.estimateGas({ ...transaction, from }),
    chain.provider.getGasPrice(),
  ])
  return gas.mul(gasPrice)
}

/** The shown fee against the chain's estimate × gas price, and its USD figure against the pool price. */
async function expectFee(chain: LocalChain, dialog: Locator, transaction: PopulatedTransaction, from: string) {
  const shown = await shownFee(dialog)
  const expected = await chainFee(chain, transaction, from)
  expectWithin(Number(formatEther(shown)), Number(formatEther(expected)), 0.1, 'native fee')
  const usdText = (await dialog.getByTestId('network-fee-usd').textContent()) ?? ''
  const usd = Number(/\$([\d,.]+)/.exec(usdText)?.[1].replace(/,/g, ''))
  const price = await fraUsd(chain, contracts(chain, from).pair)
  expectWithin(usd, Number(formatEther(expected)) * price, 0.1, `USD fee '${usdText}'`)
  return shown
}

async function connect(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

test('swap: the fee follows the gas price block by block, and the swap costs about what was shown', async ({
  page,
  wallet,
  chain,
}) => {
  const account = wallet.account
  const { router } = contracts(chain, account)
  const { weth, tokens } = chain.deployment
  await setBaseFee(chain, 2000n)
  await connect(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${tokens.BUSD}`)
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('swap-button').click()
  const dialog = page.getByRole('dialog')

  const swap = () =>
    deadline(chain).then((time) =>
      router.populateTransaction.swapExactETHForTokens(1, [weth, tokens.BUSD], account, time, {
        value: parseEther('1'),
      }),
    )
  const first = await expectFee(chain, dialog, await swap(), account)

  // A block with twice the base fee: the dialog estimates again.
  await setBaseFee(chain, 4000n)
  const expected = await chainFee(chain, await swap(), account)
  expect(expected.gt(first.mul(3).div(2)), 'the base fee change moves the fee').toBe(true)
  await expect
    .poll(async () => Number(formatEther(await shownFee(dialog))) / Number(formatEther(expected)))
    .toBeGreaterThan(0.9)
  const shown = await expectFee(chain, dialog, await swap(), account)

  await dialog.getByTestId('confirm-swap').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  const receipt = await chain.provider.getTransactionReceipt(hash)
  expect(receipt.status).toBe(1)
  const paid = receipt.gasUsed.mul(receipt.effectiveGasPrice)
  test.info().annotations.push({ type: 'fee', description: `shown ${formatEther(shown)}, paid ${formatEther(paid)}` })
  // The limit is the estimate plus 10%: what is paid never exceeds the shown fee by more than that padding.
  expect(paid.lte(shown.mul(11).div(10)), `paid ${formatEther(paid)} ≤ shown ${formatEther(shown)} + 10%`).toBe(true)
  expect(paid.gte(shown.mul(7).div(10)), `paid ${formatEther(paid)} near shown ${formatEther(shown)}`).toBe(true)
})

test('add and remove liquidity dialogs show the fee of their router call', async ({ page, wallet, chain }) => {
  const account = wallet.account
  const { router, busd, pair } = contracts(chain, account)
  const { weth, tokens } = chain.deployment
  await (await busd.approve(router.address, constants.MaxUint256)).wait()
  await (await pair.approve(router.address, constants.MaxUint256)).wait()
  await setBaseFee(chain, 2000n)

  await connect(page, wallet, `/#/add/ETH/${tokens.BUSD}`)
  await page.getByTestId('add-input-a').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('supply-button')).toBeEnabled()
  await page.getByTestId('supply-button').click()
  const dialog = page.getByRole('dialog')
  const [wfraReserve, busdReserve] = await reservesOf(chain, pair)
  const busdAmount = parseEther('1').mul(busdReserve).div(wfraReserve)
  const add = await router.populateTransaction.addLiquidityETH(
    tokens.BUSD,
    busdAmount,
    busdAmount.mul(995).div(1000),
    parseEther('0.995'),
    account,
    await deadline(chain),
    { value: parseEther('1') },
  )
  await expectFee(chain, dialog, add, account)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toHaveCount(0)

  await page.goto(`/#/remove/${weth}/${tokens.BUSD}`)
  await expect(page.getByTestId('remove-position')).toBeVisible()
  await page.getByTestId('remove-25').click()
  await expect(page.getByTestId('remove-button')).toBeEnabled()
  await page.getByTestId('remove-button').click()
  const liquidity = ((await pair.balanceOf(account)) as BigNumber).div(4)
  const remove = await router.populateTransaction.removeLiquidity(
    weth,
    tokens.BUSD,
    liquidity,
    1,
    1,
    account,
    await deadline(chain),
  )
  await expectFee(chain, dialog, remove, account)
})

test('the farm withdraw dialog and the vote dialog show the fee of their call', async ({ page, wallet, chain }) => {
  const account = wallet.account
  const { breeder, governor } = contracts(chain, account)
  const farm = chain.deployment.staking.farms.find((entry) => entry.pair === 'WFRA/BUSD')!
  const staked: BigNumber = (await breeder.userInfo(farm.pid, account)).amount
  expect(staked.gt(0), 'account 1 stakes in the WFRA/BUSD farm').toBe(true)
  await setBaseFee(chain, 2000n)

  await connect(page, wallet, `/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  await page.getByTestId('stake-withdraw').click()
  const dialog = page.getByRole('dialog')
  // No amount yet: nothing to estimate, no fee shown.
  await expect(dialog.getByTestId('network-fee')).toHaveAttribute('data-status', 'unavailable')
  await expect(dialog.getByTestId('network-fee')).toHaveText('—')
  await dialog.getByTestId('stake-max').click()
  const withdraw = await breeder.populateTransaction.withdraw(farm.pid, staked, constants.AddressZero)
  await expectFee(chain, dialog, withdraw, account)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toHaveCount(0)

  const id = await activeProposalId(governor)
  await page.goto(`/#/vote/${id}`)
  await page.getByTestId('vote-for').click()
  await expectFee(chain, dialog, await governor.populateTransaction.castVote(id, true), account)
})

async function activeProposalId(governor: Contract): Promise<number> {
  const count = (await governor.proposalCount()).toNumber()
  for (let id = count; id > 0; id--) if ((await governor.state(id)) === 1) return id
  throw new Error('no active proposal in the demo state')
}
