// "Claim all" on the farms list against Anvil: one claimRewards transaction pays the demo account's rewards of two
// farms exactly as claiming them one by one in the same block would (reference run first, then reverted), and the
// button is hidden where the deployed MasterBreeder lacks claimRewards.
import { type Page } from '@playwright/test'
import { type BigNumber, constants } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { attach } from '../../scripts/lib/contracts'
import { forgetChainHistory } from '../../scripts/lib/seed'
import { expect, type LocalChain, test } from './support/fixtures'
import { previewedChanges } from './support/preview'
import { minedReceipt } from './support/receipts'

const GAS = { gasLimit: 600_000 } // automine is off while the reference run queues its two claims

function contracts(chain: LocalChain) {
  const signer = chain.provider.getSigner(chain.accounts[1])
  const { deployment } = chain
  return {
    breeder: attach(signer, 'MasterBreeder', deployment.staking.masterBreeder),
    venom: attach(signer, 'VenomToken', deployment.governance.token),
    busd: attach(signer, 'DemoERC20', deployment.tokens.BUSD),
    router: attach(signer, 'UniswapV2Router02', deployment.router),
    lp: (pair: string) => attach(signer, 'UniswapV2Pair', (deployment.pairs as Record<string, string>)[pair]),
  }
}

const pidOf = (chain: LocalChain, pair: string) => chain.deployment.staking.farms.find((f) => f.pair === pair)!.pid

/** The demo account (1) already stakes in WFRA/BUSD; it also stakes VENOM/BUSD liquidity, so two farms earn. */
async function stakeInSecondFarm(chain: LocalChain): Promise<number> {
  const { breeder, venom, busd, router, lp } = contracts(chain)
  const pid = pidOf(chain, 'VENOM/BUSD')
  const account = chain.accounts[1]
  for (const token of [venom, busd]) await (await token.approve(router.address, constants.MaxUint256)).wait()
  const amount = parseUnits('50', 18)
  await (
    await router.addLiquidity(venom.address, busd.address, amount, amount, 0, 0, account, constants.MaxUint256)
  ).wait()
  const liquidity = lp('VENOM/BUSD')
  await (await liquidity.approve(breeder.address, constants.MaxUint256)).wait()
  await (await breeder.deposit(pid, await liquidity.balanceOf(account), constants.AddressZero)).wait()
  return pid
}

async function holdings(chain: LocalChain, blockTag?: number) {
  const { venom } = contracts(chain)
  const account = chain.accounts[1]
  const [free, locked]: BigNumber[] = await Promise.all([
    venom.balanceOf(account, { blockTag }),
    venom.lockOf(account, { blockTag }),
  ])
  return { free: free.toBigInt(), locked: locked.toBigInt() }
}

/** The SendGovernanceTokenReward events of one block as [pid, amount, lockAmount]. */
async function rewardsInBlock(chain: LocalChain, block: number): Promise<string[][]> {
  const { breeder } = contracts(chain)
  const events = await breeder.queryFilter(breeder.filters.SendGovernanceTokenReward(), block, block)
  return events.map((event) => [event.args!.pid, event.args!.amount, event.args!.lockAmount].map(String))
}

async function submittedHash(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible()
  const href = await dialog.getByRole('link', { name: /^View transaction on / }).getAttribute('href')
  return /\/tx\/(0x[0-9a-fA-F]{64})$/.exec(href ?? '')![1]
}

test('Claim all pays every farm with pending rewards in one transaction, as one-by-one claims would', async ({
  page,
  wallet,
  chain,
}) => {
  const { breeder } = contracts(chain)
  const account = chain.accounts[1]
  const pids = [pidOf(chain, 'WFRA/BUSD'), await stakeInSecondFarm(chain)].sort((a, b) => a - b)
  await chain.mine(10)
  for (const pid of pids) expect((await breeder.pendingReward(pid, account)).gt(0)).toBe(true)

  // Reference: claimReward per farm, both in the next block; then back to before it.
  const before = await holdings(chain)
  const snapshot = await rpc<string>(chain.url, 'evm_snapshot')
  const claimBlock = (await chain.provider.getBlockNumber()) + 1
  await rpc(chain.url, 'evm_setAutomine', [false])
  for (const pid of pids) await breeder.claimReward(pid, GAS)
  await rpc(chain.url, 'evm_mine')
  await rpc(chain.url, 'evm_setAutomine', [true])
  const reference = { events: await rewardsInBlock(chain, claimBlock), after: await holdings(chain) }
  expect(reference.events.map(([pid]) => Number(pid))).toEqual(pids)
  await rpc(chain.url, 'evm_revert', [snapshot])
  forgetChainHistory(chain.provider)

  wallet.authorize()
  await page.goto('/#/staking/OVPit')
  await expect(page.getByRole('heading', { level: 1, name: 'Farms' })).toBeVisible({ timeout: 30_000 })
  const button = page.getByTestId('claim-all')
  await expect(button).toBeEnabled()
  await expect(button).toHaveAttribute('data-pids', pids.join(','))
  await expect(button).toHaveText(/^Claim all \([\d.]+ VENOM\)$/)
  await button.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('claim-all-body')).toContainText('from 2 farms in one transaction')
  // The preview (issue 41) simulates the claim in the block it will be mined in.
  const previewed = await previewedChanges(page, {})
  await dialog.getByTestId('claim-all-confirm').click()
  const hash = await submittedHash(page)

  const receipt = await minedReceipt(chain.provider, hash, 'the claim-all transaction')
  expect(receipt.status).toBe(1)
  expect(receipt.blockNumber).toBe(claimBlock)
  expect(breeder.interface.parseTransaction({ data: (await chain.provider.getTransaction(hash)).data }).name).toBe(
    'claimRewards',
  )
  const events = await rewardsInBlock(chain, claimBlock)
  expect(events).toEqual(reference.events)
  const after = await holdings(chain, claimBlock)
  expect(after).toEqual(reference.after)
  const paid = events.reduce((sum, [, amount]) => sum + BigInt(amount), 0n)
  const locked = events.reduce((sum, [, , lock]) => sum + BigInt(lock), 0n)
  expect(locked).toBe(events.reduce((sum, [, amount]) => sum + (BigInt(amount) * 95n) / 100n, 0n))
  expect(after.locked - before.locked).toBe(locked)
  expect(after.free - before.free).toBe(paid - locked)
  expect(previewed).toEqual({ [chain.deployment.tokens.VENOM]: (paid - locked).toString() })
  for (const pid of pids) {
    expect((await breeder.pendingReward(pid, account, { blockTag: claimBlock })).isZero(), `farm ${pid}`).toBe(true)
  }

  await expect(page.getByTestId(`popup-${hash}`)).toContainText(/Claim [\d.]+ rewards from 2 farms/)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  // Nothing pending once the claim is mined (no block since): disabled.
  await expect(button).toBeDisabled()
})

test('Claim all is hidden where the deployed MasterBreeder has no claimRewards', async ({ page, wallet, chain }) => {
  const address = chain.deployment.staking.masterBreeder
  // The deployed code without claimRewards in its dispatcher: as a deployment made before the function existed.
  const code = await chain.provider.getCode(address)
  const older = code.replace(/635eac6239/i, '6300000000')
  expect(older).not.toBe(code)
  await rpc(chain.url, 'anvil_setCode', [address, older])
  expect(wallet.account).toBe(chain.accounts[1]) // the demo account, with a pending reward in farm 0
  wallet.authorize()

  const codeRead = page.waitForResponse((response) => /eth_getCode/.test(response.request().postData() ?? ''))
  await page.goto('/#/staking/OVPit')
  await codeRead
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  // The farms (and the demo account's pending reward) render; the button does not.
  await expect(page.getByTestId('farm-0').getByTestId('farm-unclaimed')).toHaveText(/[1-9]/, { timeout: 30_000 })
  await expect(page.getByTestId('farms-tvl')).toBeVisible()
  await expect(page.getByTestId('claim-all')).toHaveCount(0)
})
