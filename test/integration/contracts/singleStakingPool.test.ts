// The single-token pool against Anvil: reward per block between start and end, claim as a deposit of 0,
// withdraw, emergency withdraw, and rewards never paid out of stakers' principal.
import { type BigNumber, constants, type Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { useNode } from '../support/node'

const node = useNode()
const REWARD_PER_BLOCK = parseUnits('0.1', 18)
const STAKE = parseUnits('500', 18)
const FUNDING = parseUnits('1000', 18)

let staked: Contract
let reward: Contract
let pool: Contract
let user: string
let startBlock: number
let endBlock: number
let snapshot: string

const asUser = (contract: Contract) => contract.connect(node.signer(1))
const wait = async (pending: Promise<{ wait(): Promise<unknown> }>) => (await pending).wait()
const str = (value: BigNumber) => value.toString()
/** A sole staker's reward for `blocks`, through the pool's 1e12 per-share accumulator. */
const earned = (blocks: number) => STAKE.mul(REWARD_PER_BLOCK.mul(blocks).mul(1e12).div(STAKE)).div(1e12)

beforeAll(async () => {
  user = node.accounts[1]
  staked = await node.deploy('DemoERC20', 'Staked', 'STK', 18, STAKE.mul(4))
  reward = await node.deploy('DemoERC20', 'Reward', 'RWD', 18, FUNDING)
  startBlock = (await node.blockNumber()) + 20
  endBlock = startBlock + 100
  pool = await node.deploy('SingleStakingPool', staked.address, reward.address, REWARD_PER_BLOCK, startBlock, endBlock)
  await wait(reward.transfer(pool.address, FUNDING))
  await wait(staked.transfer(user, STAKE.mul(2)))
  await wait(asUser(staked).approve(pool.address, constants.MaxUint256))
  snapshot = await node.snapshot()
})

beforeEach(async () => {
  await node.revert(snapshot)
  snapshot = await node.snapshot()
})

const mineTo = async (block: number) => node.mine(block - (await node.blockNumber()))

describe('rewards', () => {
  it('earns nothing before the start block, then the reward per block', async () => {
    await wait(asUser(pool).deposit(STAKE))
    await mineTo(startBlock)
    expect((await pool.pendingReward(user)).isZero()).toBe(true)
    await mineTo(startBlock + 40)
    expect(str(await pool.pendingReward(user))).toBe(str(earned(40)))
    expect(str((await pool.userInfo(user))[0])).toBe(str(STAKE))
    expect(str(await staked.balanceOf(pool.address))).toBe(str(STAKE))
  })

  it('stops at the end block', async () => {
    await wait(asUser(pool).deposit(STAKE))
    await mineTo(endBlock + 30)
    expect(str(await pool.pendingReward(user))).toBe(str(earned(100)))
  })

  it('pays the pending reward on a deposit of 0 (the claim)', async () => {
    await wait(asUser(pool).deposit(STAKE))
    await mineTo(startBlock + 9)
    await wait(asUser(pool).deposit(0)) // lands 10 blocks in
    expect(str(await reward.balanceOf(user))).toBe(str(earned(10)))
    expect((await pool.pendingReward(user)).isZero()).toBe(true)
    expect(str((await pool.userInfo(user))[0])).toBe(str(STAKE))
  })

  it('pays the reward with a withdrawal and returns the stake', async () => {
    await wait(asUser(pool).deposit(STAKE))
    await mineTo(startBlock + 19)
    await wait(asUser(pool).withdraw(STAKE.div(2)))
    expect(str(await reward.balanceOf(user))).toBe(str(earned(20)))
    expect(str(await staked.balanceOf(user))).toBe(str(STAKE.add(STAKE.div(2))))
    expect(str(await pool.totalStaked())).toBe(str(STAKE.div(2)))
    await expect(asUser(pool).withdraw(STAKE)).rejects.toThrow(/withdraw exceeds stake/)
  })
})

describe('emergency withdraw', () => {
  it('returns the whole stake at once and forfeits the rewards', async () => {
    await wait(asUser(pool).deposit(STAKE))
    await mineTo(startBlock + 10)
    await wait(asUser(pool).emergencyWithdraw())
    expect(str(await staked.balanceOf(user))).toBe(str(STAKE.mul(2)))
    expect((await reward.balanceOf(user)).isZero()).toBe(true)
    expect((await pool.userInfo(user))[0].isZero()).toBe(true)
    expect((await pool.totalStaked()).isZero()).toBe(true)
  })
})

describe('a pool that stakes its reward token', () => {
  it('never pays rewards out of the stakers’ principal', async () => {
    const token = await node.deploy('DemoERC20', 'Venom', 'VNM', 18, STAKE.mul(4))
    const start = (await node.blockNumber()) + 2
    const same = await node.deploy(
      'SingleStakingPool',
      token.address,
      token.address,
      REWARD_PER_BLOCK,
      start,
      start + 1000,
    )
    await wait(token.transfer(user, STAKE))
    await wait(asUser(token).approve(same.address, constants.MaxUint256))
    await wait(asUser(same).deposit(STAKE))
    await node.mine(10)
    expect((await same.rewardReserve()).isZero()).toBe(true)
    await expect(asUser(same).deposit(0)).rejects.toThrow(/reward reserve too small/)
    await wait(asUser(same).emergencyWithdraw())
    expect(str(await token.balanceOf(user))).toBe(str(STAKE))
  })
})
