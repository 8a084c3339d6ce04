// Farms and single-token staking against Anvil: deposit (after approval), rewards growing with blocks, claim (5% paid,
// 95% locked), withdraw minus the fee the page showed, the not-started countdown, the single pool's deposit, claim
// and emergency withdraw, and the -32603 error view — every outcome checked on chain.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, type Contract } from 'ethers'
import { formatUnits, parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { wfraBusdLiquidity } from './support/farmLiquidity'
import { expect, type LocalChain, test } from './support/fixtures'
import { lagReads } from './support/laggingReads'
import { minedReceipt } from './support/receipts'

function contractsFor(chain: LocalChain, account: number) {
  const signer = chain.provider.getSigner(chain.accounts[account])
  const { deployment } = chain
  return {
    breeder: attach(signer, 'MasterBreeder', deployment.staking.masterBreeder),
    venom: attach(signer, 'VenomToken', deployment.governance.token),
    busd: attach(signer, 'DemoERC20', deployment.tokens.BUSD),
    router: attach(signer, 'UniswapV2Router02', deployment.router),
    pair: (name: string) => attach(signer, 'UniswapV2Pair', (deployment.pairs as Record<string, string>)[name]),
    singlePool: attach(signer, 'SingleStakingPool', deployment.staking.singlePools[0].address),
  }
}

function farmPid(chain: LocalChain, pair: string): number {
  const farm = chain.deployment.staking.farms.find((entry) => entry.pair === pair)
  if (!farm) throw new Error(`no ${pair} farm in the deployment`)
  return farm.pid
}

/** The hash from the dialog's 'View transaction on …' link. */
async function submittedHash(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible()
  const href = await dialog.getByRole('link', { name: /^View transaction on / }).getAttribute('href')
  const hash = /\/tx\/(0x[0-9a-fA-F]{64})$/.exec(href ?? '')?.[1]
  expect(hash, `explorer link ${href}`).toBeTruthy()
  return hash!
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

async function eventArgs(chain: LocalChain, contract: Contract, hash: string, name: string) {
  const receipt = await minedReceipt(chain.provider, hash, name)
  expect(receipt.status).toBe(1)
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== contract.address.toLowerCase()) continue
    const parsed = contract.interface.parseLog(log)
    if (parsed.name === name) return parsed.args
  }
  throw new Error(`no ${name} event in ${hash}`)
}

const unclaimed = (page: Page) =>
  page
    .getByTestId('stake-unclaimed')
    .getAttribute('data-value')
    .then((value) => Number(value))

test('account 2 deposits LP tokens in the WFRA/BUSD farm, earns, claims (5% paid, 95% locked) and withdraws minus the fee shown', async ({
  page,
  wallet,
  chain,
}) => {
  // Five transactions and three waits for mined blocks: more than the default minute on a loaded machine.
  test.slow()
  const account = chain.accounts[2]
  const { breeder, venom, busd, router, pair } = contractsFor(chain, 2)
  const lp = pair('WFRA/BUSD')
  const pid = farmPid(chain, 'WFRA/BUSD')

  // LP tokens from the test code: 100 FRA and 200 BUSD through the router.
  await (await busd.approve(router.address, constants.MaxUint256)).wait()
  await (
    await router.addLiquidityETH(busd.address, parseUnits('200', 18), 0, 0, account, constants.MaxUint256, {
      value: parseEther('100'),
    })
  ).wait()
  const lpBalance: BigNumber = await lp.balanceOf(account)
  expect(lpBalance.gt(0)).toBe(true)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe('0')

  wallet.authorize()
  await wallet.switchAccount(2)
  await page.goto(`/#/staking/pools/ETH/${busd.address}`)
  // The first page of a cold worker loads its chunks and contract data: allow it more than the default.
  await expect(page.getByRole('heading', { level: 1, name: 'FRA-BUSD Mining' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('stake-timeline')).toContainText('Rewards end in')
  await expect(page.getByTestId('stake-total-deposits')).toHaveText(/^\$[\d,]+(\.\d+)?$/)
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', '0')
  // LP tokens in the wallet: no 'Step 1' card.
  await expect(page.getByTestId('stake-get-lp')).toHaveCount(0)

  // Deposit: Max fills the balance and hides itself; the confirm button waits for the approval.
  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-max').click()
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)
  await expect(dialog.getByText('Deposit fee: 0%')).toBeVisible()
  await expect(dialog.getByTestId('stake-confirm')).toBeDisabled()
  await dialog.getByTestId('stake-approve').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled()
  expect((await lp.allowance(account, breeder.address)).gte(lpBalance)).toBe(true)
  await dialog.getByTestId('stake-confirm').click()
  const depositHash = await submittedHash(page)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe(lpBalance.toString())
  // Recorded: the confirmation popup carries the summary.
  await expect(page.getByTestId(`popup-${depositHash}`)).toContainText(/Deposit [\d.]+ VENOM-LP/)
  expect((await lp.balanceOf(account)).toString()).toBe('0')
  await closeDialog(page)
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', lpBalance.toString())

  // Rewards grow as blocks are mined.
  await chain.mine(3)
  await expect.poll(() => unclaimed(page)).toBeGreaterThan(0)
  const earlier = await unclaimed(page)
  await chain.mine(5)
  await expect.poll(() => unclaimed(page)).toBeGreaterThan(earlier)
  await expect(page.getByTestId('stake-unclaimed-split')).toContainText('95% locked')

  // Claim: 5% of the reward is paid, 95% locked in the token.
  const balanceBefore: BigNumber = await venom.balanceOf(account)
  const lockBefore: BigNumber = await venom.lockOf(account)
  await page.getByTestId('stake-claim').click()
  await expect(dialog.getByText(/^Unclaimed: [\d.]+ VENOM\./)).toBeVisible()
  await dialog.getByTestId('stake-confirm').click()
  const claimHash = await submittedHash(page)
  const reward = await eventArgs(chain, breeder, claimHash, 'SendGovernanceTokenReward')
  expect(reward.amount.gt(0)).toBe(true)
  expect(reward.lockAmount.toString()).toBe(reward.amount.mul(95).div(100).toString())
  expect((await venom.balanceOf(account)).sub(balanceBefore).toString()).toBe(
    reward.amount.sub(reward.lockAmount).toString(),
  )
  expect((await venom.lockOf(account)).sub(lockBefore).toString()).toBe(reward.lockAmount.toString())
  await closeDialog(page)

  // Withdraw everything some 20 blocks after the deposit: stage 2 (10 to 49 blocks), a 4% fee, shown first.
  await chain.mine(15)
  await page.getByTestId('stake-withdraw').click()
  await dialog.getByTestId('stake-max').click()
  const fee = dialog.getByTestId('stake-withdrawal-fee')
  await expect(fee).toHaveAttribute('data-percent', '4')
  await expect(fee).toContainText('Withdrawal fee: 4%')
  const shownFee = await fee.getAttribute('data-amount')
  expect(shownFee).toBe(lpBalance.mul(4).div(100).toString())
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe('0')
  expect((await lp.balanceOf(account)).toString()).toBe(lpBalance.sub(shownFee!).toString())
})

test('account 3 without LP tokens sees Step 1 with the add-liquidity link', async ({ page, wallet, chain }) => {
  wallet.authorize()
  await wallet.switchAccount(3)
  const busd = chain.deployment.tokens.BUSD
  await page.goto(`/#/staking/pools/ETH/${busd}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const step = page.getByTestId('stake-get-lp')
  await expect(step).toContainText('Step 1. Get VENOM-LP Liquidity tokens')
  await expect(step.getByRole('link', { name: 'Add FRA-BUSD liquidity' })).toHaveAttribute('href', `#/add/ETH/${busd}`)
})

test('the farm that has not started shows the countdown and the blocks left', async ({ page, chain }) => {
  const { breeder } = contractsFor(chain, 0)
  const pid = farmPid(chain, 'VENOM/WFRA')
  const startBlock = (await breeder.poolInfo(pid)).startBlock.toNumber()
  const current = await chain.provider.getBlockNumber()
  expect(startBlock).toBeGreaterThan(current)

  await page.goto(`/#/staking/pools/${chain.deployment.governance.token}/ETH`)
  await expect(page.getByRole('heading', { level: 1, name: 'VENOM-FRA Mining' })).toBeVisible()
  const notice = page.getByTestId('stake-not-started')
  await expect(notice).toContainText('Rewards have not started yet')
  await expect(notice).toContainText(`blocks left until block ${startBlock}`)
  // The local chain's 2 s blocks: (start - current) × 2 s as days, hours, minutes and seconds.
  const seconds = (startBlock - current) * 2
  const days = Math.floor(seconds / 86400)
  await expect(page.getByTestId('stake-countdown')).toHaveText(new RegExp(`^${days}d \\d{1,2}h \\d{1,2}m \\d{1,2}s$`))
  await expect(page.getByTestId('stake-timeline')).toContainText('Rewards start in')
})

test('a deposit the wallet cannot submit (-32603) shows the error view and nothing is staked', async ({
  page,
  wallet,
  chain,
}) => {
  const { breeder } = contractsFor(chain, 1)
  const pid = farmPid(chain, 'WFRA/BUSD')
  const before = (await breeder.userInfo(pid, wallet.account)).amount.toString()
  wallet.authorize()
  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-amount-input').fill('1')
  // Account 1 approved the breeder when the demo state was seeded.
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled()
  wallet.failNext()
  await dialog.getByTestId('stake-confirm').click()
  await expect(dialog.getByText('Error!')).toBeVisible()
  await expect(
    dialog.getByText(
      "Your transaction couldn't be submitted. You may have to increase your Gas Price (GWEI) settings!",
    ),
  ).toBeVisible()
  expect((await breeder.userInfo(pid, wallet.account)).amount.toString()).toBe(before)

  // A refusal (4001) is only logged: the entry form comes back.
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await page.getByTestId('stake-deposit').click()
  await dialog.getByTestId('stake-amount-input').fill('1')
  wallet.rejectNext()
  await dialog.getByTestId('stake-confirm').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeVisible()
  expect((await breeder.userInfo(pid, wallet.account)).amount.toString()).toBe(before)
})

test('the farms list shows every farm with its figures, running and not-started farms among the active ones', async ({
  page,
  wallet,
  chain,
}) => {
  const { breeder } = contractsFor(chain, 1)
  const length = (await breeder.poolLength()).toNumber()
  wallet.authorize()
  await page.goto('/#/staking/OVPit')
  await expect(page.getByRole('heading', { level: 1, name: 'Farms' })).toBeVisible({ timeout: 30_000 })
  const active = page.getByTestId('farms-active')
  await expect(active.getByRole('link')).toHaveCount(length)
  await expect(page.getByTestId('farms-finished')).toContainText('None.')
  await expect(page.getByTestId('farms-tvl')).toHaveText(/^Total value locked: \$[\d,]+(\.\d+)?$/)

  const pid = farmPid(chain, 'WFRA/BUSD')
  const row = page.getByTestId(`farm-${pid}`)
  // Pairs show in the pair's token order (token0 first).
  await expect(row).toContainText(/BUSD-FRA|FRA-BUSD/)
  await expect(row.getByTestId('farm-apr')).toHaveText(/^APR[\d,.]+%$/)
  // Account 1's seeded stake, to 6 significant digits.
  const staked: BigNumber = (await breeder.userInfo(pid, wallet.account)).amount
  await expect(row.getByTestId('farm-my-stake')).not.toHaveText(/My stake(0|-)$/)
  expect(staked.gt(0)).toBe(true)
  await expect(page.getByTestId(`farm-${farmPid(chain, 'VENOM/WFRA')}`)).toContainText('Not started')
  await row.click()
  await expect(page.getByRole('heading', { level: 1, name: /^(BUSD-FRA|FRA-BUSD) Mining$/ })).toBeVisible()
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', staked.toString())
})

test('single-token pool: account 2 deposits VENOM, claims BUSD with a deposit of 0, and withdraws in an emergency', async ({
  page,
  wallet,
  chain,
}) => {
  test.slow()
  const account = chain.accounts[2]
  const { singlePool, venom, busd } = contractsFor(chain, 2)
  const venomBefore: BigNumber = await venom.balanceOf(account)
  wallet.authorize()
  await wallet.switchAccount(2)
  // From the single pools list (its TVL is the staked VENOM in USD) to the pool's page.
  await page.goto('/#/staking/single')
  await expect(page.getByTestId('single-pools-tvl')).toHaveText(/^Total value locked: \$[\d,]+(\.\d+)?$/, {
    timeout: 30_000,
  })
  await page.getByTestId(`single-pool-${singlePool.address}`).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Stake: VENOM - Earn: BUSD' })).toBeVisible()
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('stake-timeline')).toContainText('Rewards end in')

  // Deposit 100 VENOM after approving the pool.
  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-amount-input').fill('100')
  await expect(dialog.getByTestId('stake-max')).toBeVisible()
  await expect(dialog.getByTestId('stake-confirm')).toBeDisabled()
  await dialog.getByTestId('stake-approve').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled()
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  const amount = parseUnits('100', 18)
  expect((await singlePool.userInfo(account)).amount.toString()).toBe(amount.toString())
  expect((await venom.balanceOf(account)).toString()).toBe(venomBefore.sub(amount).toString())
  await closeDialog(page)

  // Claim: a deposit of 0 pays the BUSD reward.
  await chain.mine(5)
  await expect.poll(() => unclaimed(page)).toBeGreaterThan(0)
  const busdBefore: BigNumber = await busd.balanceOf(account)
  await page.getByTestId('stake-claim').click()
  await dialog.getByTestId('stake-confirm').click()
  const claimHash = await submittedHash(page)
  const paid = await eventArgs(chain, singlePool, claimHash, 'RewardPaid')
  expect(paid.amount.gt(0)).toBe(true)
  expect((await busd.balanceOf(account)).sub(busdBefore).toString()).toBe(paid.amount.toString())
  expect((await singlePool.userInfo(account)).amount.toString()).toBe(amount.toString())
  await closeDialog(page)

  // Emergency withdraw: the whole stake back, no reward.
  await chain.mine(3)
  const busdBeforeEmergency: BigNumber = await busd.balanceOf(account)
  await page.getByTestId('stake-withdraw').click()
  await dialog.getByTestId('stake-emergency').check()
  await expect(dialog.getByText('Unclaimed rewards are forfeited.', { exact: false })).toBeVisible()
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await singlePool.userInfo(account)).amount.toString()).toBe('0')
  expect((await venom.balanceOf(account)).toString()).toBe(venomBefore.toString())
  expect((await busd.balanceOf(account)).toString()).toBe(busdBeforeEmergency.toString())
})

test('Withdraw right after a withdrawal offers the stake it left, never the one before', async ({
  page,
  wallet,
  chain,
}) => {
  test.slow()
  const account = chain.accounts[2]
  const { busd } = contractsFor(chain, 2)
  const { liquidity: lpBalance, pid, breeder } = await wfraBusdLiquidity(chain, account, { deposit: true })
  const lagging = await lagReads(page, chain)

  wallet.authorize()
  await wallet.switchAccount(2)
  await page.goto(`/#/staking/pools/ETH/${busd.address}`)
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', lpBalance.toString(), {
    timeout: 30_000,
  })

  // Withdraw half; from then on the node's reads lag behind its head (a replica behind a load balancer).
  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  const half = lpBalance.div(2)
  await dialog.getByTestId('stake-amount-input').fill(formatUnits(half, 18))
  lagging.freeze()
  await dialog.getByTestId('stake-confirm').click()
  const hash = await submittedHash(page)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  await closeDialog(page)
  const left: BigNumber = (await breeder.userInfo(pid, account)).amount
  expect(left.toString()).toBe(lpBalance.sub(half).toString())

  // The stake read before the withdrawal is not offered: no Max, no amount to send, even after more blocks.
  await page.getByTestId('stake-withdraw').click()
  await expect(dialog.getByTestId('stake-modal-max')).toHaveText('-')
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)
  await chain.mine(2)
  const answered = lagging.staleAnswers
  await expect.poll(() => lagging.staleAnswers).toBeGreaterThan(answered + 2)
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)

  lagging.release()
  await dialog.getByTestId('stake-max').click()
  await expect(dialog.getByTestId('stake-amount-input')).toHaveValue(formatUnits(left, 18).replace(/\.0$/, ''))
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe('0')
})
