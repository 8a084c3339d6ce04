// MasterBreeder.claimRewards(pids) against Anvil: one transaction does what claimReward does farm by farm
// (the same events, the same 95% lock), and the edge cases: empty list, repeated pid, unknown pid, no stake.
import { type BigNumber, constants, type Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, beforeEach, expect, it } from 'vitest'

import { FARMS } from '../../../scripts/lib/demo'
import { useNode } from '../support/node'

const node = useNode()
const STAKE = parseUnits('1000', 18)
const GAS = { gasLimit: 800_000 } // automine is off inside inOneBlock, so nothing can be estimated there

let venom: Contract
let breeder: Contract
let lps: Contract[]
let user: string
let snapshot: string

const asUser = (contract: Contract) => contract.connect(node.signer(1))
const wait = async (pending: Promise<{ wait(): Promise<unknown> }>) => (await pending).wait()

interface Reward {
  pid: number
  amount: string
  lockAmount: string
}

/** The SendGovernanceTokenReward events of one block, in log order. */
async function rewardsInBlock(block: number): Promise<Reward[]> {
  const events = await breeder.queryFilter(breeder.filters.SendGovernanceTokenReward(), block, block)
  return events.map((event) => ({
    pid: (event.args!.pid as BigNumber).toNumber(),
    amount: event.args!.amount.toString(),
    lockAmount: event.args!.lockAmount.toString(),
  }))
}

async function holdings() {
  return {
    balance: (await venom.balanceOf(user)).toString(),
    locked: (await venom.lockOf(user)).toString(),
    totalLock: (await venom.totalLock()).toString(),
  }
}

async function pending(pids: number[]): Promise<string[]> {
  return Promise.all(pids.map(async (pid) => (await breeder.pendingReward(pid, user)).toString()))
}

beforeAll(async () => {
  ;[, user] = node.accounts
  const start = await node.blockNumber()
  venom = await node.deploy('VenomToken', parseUnits('1000000', 18), start + 1_000, start + 11_000)
  breeder = await node.deploy(
    'MasterBreeder',
    venom.address,
    node.accounts[2],
    parseUnits('1', 18),
    start,
    start + 1_000_000,
    FARMS.blockDeltaStartStage,
    FARMS.blockDeltaEndStage,
    FARMS.devFeeStage,
  )
  await wait(venom.transferOwnership(breeder.address))
  lps = []
  for (const [index, allocPoint] of [40, 20, 10].entries()) {
    const lp = await node.deploy('DemoERC20', `LP ${index}`, `LP${index}`, 18, STAKE.mul(10))
    await wait(breeder.add(allocPoint, lp.address, 0))
    await wait(lp.transfer(user, STAKE))
    await wait(asUser(lp).approve(breeder.address, constants.MaxUint256))
    lps.push(lp)
  }
  // Stakes in pools 0 and 1 only: pool 2 has nothing to claim.
  await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
  await wait(asUser(breeder).deposit(1, STAKE.div(2), constants.AddressZero))
  await node.mine(20)
  snapshot = await node.snapshot()
})

beforeEach(async () => {
  await node.revert(snapshot)
  snapshot = await node.snapshot()
})

it('pays every farm in one transaction exactly as claiming them one by one in the same block', async () => {
  await node.inOneBlock(async () => {
    await asUser(breeder).claimReward(0, GAS)
    await asUser(breeder).claimReward(1, GAS)
  })
  const oneByOne = { events: await rewardsInBlock(await node.blockNumber()), holdings: await holdings() }
  await node.revert(snapshot)
  snapshot = await node.snapshot()

  await wait(asUser(breeder).claimRewards([0, 1]))
  const together = { events: await rewardsInBlock(await node.blockNumber()), holdings: await holdings() }

  expect(together).toEqual(oneByOne)
  expect(together.events.map((event) => event.pid)).toEqual([0, 1])
  for (const event of together.events) {
    expect(event.lockAmount).toBe((BigInt(event.amount) * 95n) / 100n + '')
  }
  const paid = together.events.reduce((sum, event) => sum + BigInt(event.amount), 0n)
  const locked = together.events.reduce((sum, event) => sum + BigInt(event.lockAmount), 0n)
  expect(together.holdings).toEqual({ balance: `${paid - locked}`, locked: `${locked}`, totalLock: `${locked}` })
  expect(await pending([0, 1, 2])).toEqual(['0', '0', '0'])
})

it('skips a farm without stake and pays a repeated pid only once', async () => {
  const before = await pending([0, 1])
  await wait(asUser(breeder).claimRewards([2, 0, 0, 1, 1]))
  const events = await rewardsInBlock(await node.blockNumber())
  // One block later than the views above: each farm earned one more block of its share.
  expect(events.map((event) => event.pid)).toEqual([0, 1])
  events.forEach((event, index) => expect(BigInt(event.amount) > BigInt(before[index])).toBe(true))
  expect(await pending([0, 1, 2])).toEqual(['0', '0', '0'])
  expect((await venom.totalBalanceOf(user)).toString()).toBe(
    events.reduce((sum, event) => sum + BigInt(event.amount), 0n).toString(),
  )
})

it('does nothing for an empty list', async () => {
  const before = await holdings()
  await wait(asUser(breeder).claimRewards([]))
  expect(await rewardsInBlock(await node.blockNumber())).toEqual([])
  expect(await holdings()).toEqual(before)
})

it('reverts the whole call on an unknown pid, paying nothing', async () => {
  await expect(asUser(breeder).claimRewards([0, 3])).rejects.toThrow(/unknown pool/)
  expect((await venom.totalBalanceOf(user)).isZero()).toBe(true)
})

it('pays only the caller: another staker keeps their pending reward', async () => {
  const other = node.signer(3)
  await wait(lps[0].transfer(await other.getAddress(), STAKE))
  await wait(lps[0].connect(other).approve(breeder.address, constants.MaxUint256))
  await wait(breeder.connect(other).deposit(0, STAKE, constants.AddressZero))
  await node.mine(5)
  await wait(asUser(breeder).claimRewards([0]))
  expect((await breeder.pendingReward(0, await other.getAddress())).isZero()).toBe(false)
  expect((await venom.totalBalanceOf(await other.getAddress())).isZero()).toBe(true)
})
