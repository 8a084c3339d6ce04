// Farms and single-token staking against Anvil: deposit (after approval), rewards growing with blocks, claim (5% paid,
// 95% locked), withdraw minus the fee the page showed, the not-started countdown, the single pool's deposit, claim
// and emergency withdraw, and the -32603 error view — every outcome checked on chain. Each test makes one of these
// moves on the page; the stake it starts from is made by the test code, straight on the chain.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, type Contract } from 'ethers'
import { formatUnits, parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { wfraBusdLiquidity } from './support/farmLiquidity'
import { expect, type LocalChain, test } from './support/fixtures'
import { lagReads, staleReadsAnswered } from './support/laggingReads'
import { changesOf, previewedApproval, previewedChanges } from './support/preview'
import { minedReceipt } from './support/receipts'
import { type TestWallet } from './support/wallet'

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

/** Account 2's WFRA/BUSD liquidity, staked in the farm by the test code: the account, the stake, the pid, the breeder. */
async function stakedInFarm(chain: LocalChain) {
  const account = chain.accounts[2]
  const { liquidity, pid, breeder } = await wfraBusdLiquidity(chain, account, { deposit: true })
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe(liquidity.toString())
  return { account, liquidity, pid, breeder }
}

/** Account 2 on the WFRA/BUSD farm's page, once the page shows `staked` as its deposit. */
async function openFarm(page: Page, wallet: TestWallet, chain: LocalChain, staked: BigNumber): Promise<void> {
  wallet.authorize()
  await wallet.switchAccount(2)
  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}`)
  // The first page of a cold worker loads its chunks and contract data: allow it more than the default.
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', staked.toString(), {
    timeout: 30_000,
  })
}

/** The unclaimed reward is read once a block: asked often, so that the test waits for the page, not for itself. */
const OFTEN = { intervals: [100] }

test('account 2 deposits all its LP tokens in the WFRA/BUSD farm with Max after approving them; the stake is on chain', async ({
  page,
  wallet,
  chain,
}) => {
  const account = chain.accounts[2]
  const { breeder, busd, router, pair } = contractsFor(chain, 2)
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

  // Max fills the balance and hides itself; the confirm button waits for the approval.
  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-max').click()
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)
  await expect(dialog.getByText('Deposit fee: 0%')).toBeVisible()
  await expect(dialog.getByTestId('stake-confirm')).toBeDisabled()
  await dialog.getByTestId('stake-approve').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled()
  expect((await lp.allowance(account, breeder.address)).gte(lpBalance)).toBe(true)
  // The preview (issue 41): the pool tokens leave for the farm, under the allowance just given.
  const previewed = await previewedChanges(page, {})
  expect((await previewedApproval(page, lp.address)).spender).toBe(breeder.address)
  await dialog.getByTestId('stake-confirm').click()
  const depositHash = await submittedHash(page)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe(lpBalance.toString())
  expect(previewed).toEqual(changesOf([[lp.address, lpBalance.mul(-1)]]))
  // Recorded: the confirmation popup carries the summary.
  await expect(page.getByTestId(`popup-${depositHash}`)).toContainText(/Deposit [\d.]+ VENOM-LP/)
  expect((await lp.balanceOf(account)).toString()).toBe('0')
  await closeDialog(page)
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', lpBalance.toString())
})

test('a WFRA/BUSD stake earns as blocks are mined, and the page says 95% of the reward will be locked', async ({
  page,
  wallet,
  chain,
}) => {
  const { liquidity } = await stakedInFarm(chain)
  await openFarm(page, wallet, chain, liquidity)

  await chain.mine(3)
  await expect.poll(() => unclaimed(page), OFTEN).toBeGreaterThan(0)
  const earlier = await unclaimed(page)
  await chain.mine(5)
  await expect.poll(() => unclaimed(page), OFTEN).toBeGreaterThan(earlier)
  await expect(page.getByTestId('stake-unclaimed-split')).toContainText('95% locked')
})

test('Claim in the WFRA/BUSD farm pays 5% of the reward and locks 95% in the token', async ({
  page,
  wallet,
  chain,
}) => {
  const { account, liquidity, breeder } = await stakedInFarm(chain)
  const { venom } = contractsFor(chain, 2)
  await chain.mine(5)
  await openFarm(page, wallet, chain, liquidity)
  await expect.poll(() => unclaimed(page), OFTEN).toBeGreaterThan(0)

  const balanceBefore: BigNumber = await venom.balanceOf(account)
  const lockBefore: BigNumber = await venom.lockOf(account)
  await page.getByTestId('stake-claim').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(/^Unclaimed: [\d.]+ VENOM\./)).toBeVisible()
  // The preview (issue 41) simulates the claim in the block it will be mined in: the same reward, to the wei.
  const previewed = await previewedChanges(page, {})
  await dialog.getByTestId('stake-confirm').click()
  const claimHash = await submittedHash(page)
  const reward = await eventArgs(chain, breeder, claimHash, 'SendGovernanceTokenReward')
  expect(reward.amount.gt(0)).toBe(true)
  expect(reward.lockAmount.toString()).toBe(reward.amount.mul(95).div(100).toString())
  expect((await venom.balanceOf(account)).sub(balanceBefore).toString()).toBe(
    reward.amount.sub(reward.lockAmount).toString(),
  )
  expect((await venom.lockOf(account)).sub(lockBefore).toString()).toBe(reward.lockAmount.toString())
  expect(previewed).toEqual(changesOf([[venom.address, reward.amount.sub(reward.lockAmount)]]))
})

test('withdrawing a whole WFRA/BUSD stake some 20 blocks after the deposit costs the 4% fee the page showed', async ({
  page,
  wallet,
  chain,
}) => {
  const { account, liquidity: lpBalance, pid, breeder } = await stakedInFarm(chain)
  const { venom, pair } = contractsFor(chain, 2)
  const lp = pair('WFRA/BUSD')
  // Stage 2 of the fee (10 to 49 blocks since the deposit): 4%.
  await chain.mine(20)
  await openFarm(page, wallet, chain, lpBalance)

  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  await dialog.getByTestId('stake-max').click()
  const fee = dialog.getByTestId('stake-withdrawal-fee')
  await expect(fee).toHaveAttribute('data-percent', '4')
  await expect(fee).toContainText('Withdrawal fee: 4%')
  const shownFee = await fee.getAttribute('data-amount')
  expect(shownFee).toBe(lpBalance.mul(4).div(100).toString())
  // The preview (issue 41): the stake less its fee comes back, with the reward's unlocked part.
  const previewed = await previewedChanges(page, {})
  const venomBefore: BigNumber = await venom.balanceOf(account)
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe('0')
  expect((await lp.balanceOf(account)).toString()).toBe(lpBalance.sub(shownFee!).toString())
  expect(previewed).toEqual(
    changesOf([
      [lp.address, lpBalance.sub(shownFee!)],
      [venom.address, (await venom.balanceOf(account)).sub(venomBefore)],
    ]),
  )
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

const STAKE = parseUnits('100', 18)

/** Account 2's 100 VENOM in the single-token pool, staked from the test code; its VENOM from before the stake. */
async function stakedInSinglePool(chain: LocalChain) {
  const account = chain.accounts[2]
  const { singlePool, venom } = contractsFor(chain, 2)
  const venomBefore: BigNumber = await venom.balanceOf(account)
  await (await venom.approve(singlePool.address, STAKE)).wait()
  await (await singlePool.deposit(STAKE)).wait()
  expect((await singlePool.userInfo(account)).amount.toString()).toBe(STAKE.toString())
  return { account, venomBefore }
}

async function openSinglePool(page: Page, wallet: TestWallet, chain: LocalChain): Promise<void> {
  wallet.authorize()
  await wallet.switchAccount(2)
  await page.goto(`/#/staking/single/${chain.deployment.staking.singlePools[0].address}`)
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', STAKE.toString(), {
    timeout: 30_000,
  })
}

test('single-token pool: from the list, account 2 deposits 100 VENOM after approving the pool', async ({
  page,
  wallet,
  chain,
}) => {
  const account = chain.accounts[2]
  const { singlePool, venom } = contractsFor(chain, 2)
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

  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-amount-input').fill('100')
  await expect(dialog.getByTestId('stake-max')).toBeVisible()
  await expect(dialog.getByTestId('stake-confirm')).toBeDisabled()
  await dialog.getByTestId('stake-approve').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled()
  // The preview (issue 41): the VENOM leaves for the pool, under the allowance just given.
  expect(await previewedChanges(page, {})).toEqual(changesOf([[venom.address, STAKE.mul(-1)]]))
  expect(await previewedApproval(page, venom.address)).toEqual({
    kind: 'uses',
    spender: singlePool.address,
    amount: '100',
  })
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await singlePool.userInfo(account)).amount.toString()).toBe(STAKE.toString())
  expect((await venom.balanceOf(account)).toString()).toBe(venomBefore.sub(STAKE).toString())
})

test('single-token pool: Claim (a deposit of 0) pays the BUSD reward and leaves the stake', async ({
  page,
  wallet,
  chain,
}) => {
  const { account } = await stakedInSinglePool(chain)
  const { singlePool, busd } = contractsFor(chain, 2)
  await chain.mine(5)
  await openSinglePool(page, wallet, chain)
  await expect.poll(() => unclaimed(page), OFTEN).toBeGreaterThan(0)

  const busdBefore: BigNumber = await busd.balanceOf(account)
  await page.getByTestId('stake-claim').click()
  await page.getByRole('dialog').getByTestId('stake-confirm').click()
  const claimHash = await submittedHash(page)
  const paid = await eventArgs(chain, singlePool, claimHash, 'RewardPaid')
  expect(paid.amount.gt(0)).toBe(true)
  expect((await busd.balanceOf(account)).sub(busdBefore).toString()).toBe(paid.amount.toString())
  expect((await singlePool.userInfo(account)).amount.toString()).toBe(STAKE.toString())
})

test('single-token pool: an emergency withdrawal gives the whole stake back and forfeits the reward', async ({
  page,
  wallet,
  chain,
}) => {
  const { account, venomBefore } = await stakedInSinglePool(chain)
  const { singlePool, venom, busd } = contractsFor(chain, 2)
  await chain.mine(3)
  await openSinglePool(page, wallet, chain)

  const busdBeforeEmergency: BigNumber = await busd.balanceOf(account)
  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  await dialog.getByTestId('stake-emergency').check()
  await expect(dialog.getByText('Unclaimed rewards are forfeited.', { exact: false })).toBeVisible()
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await singlePool.userInfo(account)).amount.toString()).toBe('0')
  expect((await venom.balanceOf(account)).toString()).toBe(venomBefore.toString())
  expect((await busd.balanceOf(account)).toString()).toBe(busdBeforeEmergency.toString())
})

/**
 * Account 2's stake on the farm's page, half of it withdrawn there while the node's reads lag from then on (a replica
 * behind a load balancer): the stake left on chain, and the lagging replica.
 */
async function withdrawHalfWhileLagging(page: Page, wallet: TestWallet, chain: LocalChain) {
  const { account, liquidity, pid, breeder } = await stakedInFarm(chain)
  const lagging = await lagReads(page, chain)
  await openFarm(page, wallet, chain, liquidity)

  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  const half = liquidity.div(2)
  await dialog.getByTestId('stake-amount-input').fill(formatUnits(half, 18))
  lagging.freeze()
  await dialog.getByTestId('stake-confirm').click()
  const hash = await submittedHash(page)
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  await closeDialog(page)
  const left: BigNumber = (await breeder.userInfo(pid, account)).amount
  expect(left.toString()).toBe(liquidity.sub(half).toString())
  return { account, pid, breeder, left, lagging }
}

test('Withdraw right after a withdrawal offers nothing while the node still reads the stake before it', async ({
  page,
  wallet,
  chain,
}) => {
  await page.clock.install()
  const { lagging } = await withdrawHalfWhileLagging(page, wallet, chain)

  // The stake read before the withdrawal is not offered: no Max, no amount to send, even after more blocks.
  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  await expect(dialog.getByTestId('stake-modal-max')).toHaveText('-')
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)
  await chain.mine(2)
  await staleReadsAnswered(page, lagging, 3)
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)
})

test('once the node reads past a withdrawal, Withdraw offers the stake it left, never the one before', async ({
  page,
  wallet,
  chain,
}) => {
  const { account, pid, breeder, left, lagging } = await withdrawHalfWhileLagging(page, wallet, chain)

  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  await expect(dialog.getByTestId('stake-max')).toHaveCount(0)
  lagging.release()
  await dialog.getByTestId('stake-max').click()
  await expect(dialog.getByTestId('stake-amount-input')).toHaveValue(formatUnits(left, 18).replace(/\.0$/, ''))
  await dialog.getByTestId('stake-confirm').click()
  await submittedHash(page)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe('0')
})
