// USD values on the trading screens and the farm page against Anvil: every figure equals the price computed here from
// the pairs' getReserves() (BUSD is one dollar; else the BUSD pair, else the WFRA pair times WFRA/BUSD), to the cent.
// A token without a route to BUSD shows no figure, and a swap that moves the reserves moves the figures.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, Contract } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { searchTokens } from './support/currencyDialog'
import { expect, type LocalChain, test } from './support/fixtures'
import { deployTestToken } from './support/tokens'
import { expectUsd, pairContract, reservesOf, usdPrice, usdValue } from './support/usdPrices'
import { type TestWallet } from './support/wallet'

const ERC20 = ['function balanceOf(address) view returns (uint256)']

async function open(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

function balanceOf(chain: LocalChain, token: string, account: string): Promise<BigNumber> {
  return new Contract(token, ERC20, chain.provider).balanceOf(account)
}

/** The WFRA/BUSD pair's share `lp / totalSupply` in USD: twice its BUSD side (the app's liquidityUsdValue). */
async function wfraBusdLpUsd(chain: LocalChain, lp: BigNumber): Promise<number> {
  const pair = pairContract(chain, chain.deployment.pairs['WFRA/BUSD'])
  const [, busdReserve] = (await reservesOf(chain, chain.deployment.weth, chain.deployment.tokens.BUSD))!
  const supply = Number((await pair.totalSupply()).toString())
  return (2 * busdReserve * Number(lp.toString())) / supply / 1e18
}

test('swap: both sides in USD, the output with its difference from the input, and both follow a swap that moves the pools', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth, router: routerAddress } = chain.deployment
  const { WBTC, BUSD } = chain.deployment.tokens
  await open(page, wallet, `/#/swap?inputCurrency=ETH&outputCurrency=${WBTC}`)
  const input = page.getByTestId('swap-input-usd')
  const output = page.getByTestId('swap-output-usd')
  await expect(input).toHaveCount(0) // no amount, no figure
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('2')

  const router = attach(chain.provider.getSigner(0), 'UniswapV2Router02', routerAddress)
  const amountIn = parseEther('2')
  const quoted = async () => ((await router.getAmountsOut(amountIn, [weth, WBTC])) as BigNumber[])[1]
  const inputUsd = () => usdValue(chain, weth, amountIn)
  const outputUsd = async () => usdValue(chain, WBTC, await quoted())
  await expectUsd(input, inputUsd)
  await expectUsd(output, outputUsd)
  // The difference reflects the price impact and the 0.3% fee: below zero, and as computed from the figures.
  const difference = output.getByTestId('swap-output-usd-difference')
  const expectedDifference = ((await outputUsd()) / (await inputUsd()) - 1) * 100
  expect(expectedDifference).toBeLessThan(-0.3)
  await expect(difference).toHaveText(`(${expectedDifference.toFixed(2)}%)`)

  // Another account sells FRA for BUSD: the WFRA price falls, and the figures follow within a block.
  const before = await inputUsd()
  const [wfraReserve] = (await reservesOf(chain, weth, BUSD))!
  const sold = parseEther(String(Math.round(wfraReserve / 1e18 / 5)))
  const deployer = await chain.provider.getSigner(0).getAddress()
  await (await router.swapExactETHForTokens(0, [weth, BUSD], deployer, constants.MaxUint256, { value: sold })).wait()
  expect(before - (await inputUsd())).toBeGreaterThan(0.05)
  await expectUsd(input, inputUsd)
  await expectUsd(output, outputUsd)
})

test('a token without a route to BUSD shows no USD, on swap and in the currency dialog; the routed side does', async ({
  page,
  wallet,
  chain,
}) => {
  const { USDC, BUSD } = chain.deployment.tokens
  // Token X trades only against USDC: USDC is priced (USDC/BUSD), X is not (no BUSD or WFRA pair).
  const token = await deployTestToken(chain, 'Unrouted', 'UNR')
  await (await token.transfer(wallet.account, parseUnits('5000', 18))).wait()
  const signer = chain.provider.getSigner(wallet.account)
  const router = attach(signer, 'UniswapV2Router02', chain.deployment.router)
  await (await token.connect(signer).approve(router.address, constants.MaxUint256)).wait()
  const usdc = attach(signer, 'DemoERC20', USDC)
  await (await usdc.approve(router.address, constants.MaxUint256)).wait()
  const [amountX, amountUsdc] = [parseUnits('1000', 18), parseUnits('1000', 6)]
  await (
    await router.addLiquidity(token.address, USDC, amountX, amountUsdc, 0, 0, wallet.account, constants.MaxUint256)
  ).wait()

  await open(page, wallet, `/#/swap?inputCurrency=${token.address}&outputCurrency=${USDC}`)
  const warning = page.getByTestId('url-token-warning')
  await warning.getByLabel('I understand').check()
  await warning.getByRole('button', { name: 'Import', exact: true }).click()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('10')
  const quoted: BigNumber = (await router.getAmountsOut(parseUnits('10', 18), [token.address, USDC]))[1]
  await expectUsd(page.getByTestId('swap-output-usd'), () => usdValue(chain, USDC, quoted))
  expect(await usdPrice(chain, token.address)).toBeUndefined()
  await expect(page.getByTestId('swap-input-usd')).toHaveCount(0)
  await expect(page.getByTestId('swap-output-usd-difference')).toHaveCount(0)
  // The line's place is kept where no figure comes: the two panels stand as tall, so a figure arriving moves nothing
  // below it (it once pushed the Swap button under a click on its way).
  const heights = await Promise.all(
    ['swap-input', 'swap-output'].map(async (id) => (await page.getByTestId(id).boundingBox())!.height),
  )
  expect(heights[0]).toBe(heights[1])

  // The dialog: the wallet holds X, its row shows the balance and no USD, while BUSD's shows its balance in USD.
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  const busdRow = page.getByTestId(`token-row-${BUSD}`)
  await expectUsd(busdRow.getByTestId('balance-usd'), async () =>
    usdValue(chain, BUSD, await balanceOf(chain, BUSD, wallet.account)),
  )
  await searchTokens(page, token.address)
  const row = page.getByTestId(`token-row-${token.address}`)
  await expect(row).toContainText('4000') // 5,000 received, 1,000 pooled
  await expect(row.getByTestId('balance-usd')).toHaveCount(0)
})

test('currency dialog: each held balance in USD (the native coin through WFRA/BUSD, WBTC through WFRA)', async ({
  page,
  wallet,
  chain,
}) => {
  const { WBTC } = chain.deployment.tokens
  await open(page, wallet, '/#/swap')
  await page.getByTestId('swap-input').getByTestId('currency-select').click()
  await expectUsd(page.getByTestId('token-row-NATIVE').getByTestId('balance-usd'), async () =>
    usdValue(chain, chain.deployment.weth, await chain.provider.getBalance(wallet.account)),
  )
  await searchTokens(page, WBTC)
  await expectUsd(page.getByTestId(`token-row-${WBTC}`).getByTestId('balance-usd'), async () =>
    usdValue(chain, WBTC, await balanceOf(chain, WBTC, wallet.account)),
  )
})

test('add liquidity FRA + WBTC: both amounts in USD', async ({ page, wallet, chain }) => {
  const { weth } = chain.deployment
  const { WBTC } = chain.deployment.tokens
  await open(page, wallet, `/#/add/ETH/${WBTC}`)
  await page.getByTestId('add-input-a').getByTestId('amount-input').fill('1')
  const [wfraReserve, wbtcReserve] = (await reservesOf(chain, weth, WBTC))!
  // The SDK's quote: 1 FRA times the WBTC reserve over the WFRA reserve, rounded down to raw units.
  const quotedB = (parseEther('1').toBigInt() * BigInt(wbtcReserve)) / BigInt(wfraReserve)
  await expectUsd(page.getByTestId('add-input-a-usd'), () => usdValue(chain, weth, parseEther('1')))
  await expectUsd(page.getByTestId('add-input-b-usd'), () => usdValue(chain, WBTC, quotedB))
})

test('pool position card and remove liquidity: the position and the amounts received in USD', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth } = chain.deployment
  const { BUSD } = chain.deployment.tokens
  const lpAddress = chain.deployment.pairs['WFRA/BUSD']
  const pair = pairContract(chain, lpAddress)
  const breeder = attach(chain.provider.getSigner(0), 'MasterBreeder', chain.deployment.staking.masterBreeder)
  const pid = chain.deployment.staking.farms.find((farm) => farm.pair === 'WFRA/BUSD')!.pid
  const walletLp: BigNumber = await pair.balanceOf(wallet.account)
  const stakedLp: BigNumber = (await breeder.userInfo(pid, wallet.account)).amount

  await open(page, wallet, '/#/pool')
  const card = page.getByTestId(`position-${lpAddress}`)
  await expectUsd(card.getByTestId('position-usd'), () => wfraBusdLpUsd(chain, walletLp.add(stakedLp)))

  await open(page, wallet, `/#/remove/ETH/${BUSD}`)
  // The remove page's own position card: the wallet's pool tokens only (the staked ones cannot be removed here).
  await expectUsd(page.getByTestId('remove-position-usd'), () => wfraBusdLpUsd(chain, walletLp))
  await page.getByTestId('remove-50').click()
  // What burning half the wallet's pool tokens pays: its share of each reserve, rounded down.
  const liquidity = (walletLp.toBigInt() * 50n) / 100n
  const supply = (await pair.totalSupply()).toBigInt()
  const [wfraReserve, busdReserve] = (await reservesOf(chain, weth, BUSD))!
  const paid = (reserve: number) => (liquidity * BigInt(reserve)) / supply
  await expectUsd(page.getByTestId('remove-amount-a-usd'), () => usdValue(chain, weth, paid(wfraReserve)))
  await expectUsd(page.getByTestId('remove-amount-b-usd'), () => usdValue(chain, BUSD, paid(busdReserve)))
})

test('farm page: the deposits and the unclaimed reward in USD', async ({ page, wallet, chain }) => {
  const { BUSD, VENOM } = chain.deployment.tokens
  const breeder = attach(chain.provider.getSigner(0), 'MasterBreeder', chain.deployment.staking.masterBreeder)
  const pid = chain.deployment.staking.farms.find((farm) => farm.pair === 'WFRA/BUSD')!.pid
  const staked: BigNumber = (await breeder.userInfo(pid, wallet.account)).amount
  expect(staked.isZero()).toBe(false)

  await open(page, wallet, `/#/staking/pools/ETH/${BUSD}`)
  await expectUsd(page.getByTestId('stake-my-deposits-usd'), () => wfraBusdLpUsd(chain, staked))
  // No block is mined meanwhile (Anvil mines on transactions only), so the reward read now is the one shown.
  await expectUsd(page.getByTestId('stake-unclaimed-usd'), async () =>
    usdValue(chain, VENOM, await breeder.pendingReward(pid, wallet.account)),
  )
})
