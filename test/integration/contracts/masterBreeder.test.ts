// MasterBreeder against Anvil: reward accounting over blocks, the 95/5 split, every fee stage boundary,
// emergency withdraw, start blocks and the userInfo slots the app reads.
import { BigNumber, constants, type Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FARMS } from '../../../scripts/lib/demo'
import { useNode } from '../support/node'

const node = useNode()
const REWARD_PER_BLOCK = parseUnits('1', 18)
const STAKE = parseUnits('1000', 18)
const GAS = { gasLimit: 500_000 } // automine is off inside inOneBlock, so nothing can be estimated there

let venom: Contract
let breeder: Contract
let lpA: Contract
let lpB: Contract
let user: string
let dev: string
let later: number
let snapshot: string

/** What the contract credits a sole staker of `stake` for `reward`: per-share accumulation at 1e12 precision. */
const accrued = (reward: BigNumber, stake = STAKE) => stake.mul(reward.mul(1e12).div(stake)).div(1e12)
const poolReward = (blocks: number, allocPoint: number) => REWARD_PER_BLOCK.mul(blocks).mul(allocPoint).div(60)

const asUser = (contract: Contract) => contract.connect(node.signer(1))
const wait = async (pending: Promise<{ wait(): Promise<unknown> }>) => (await pending).wait()

beforeAll(async () => {
  ;[, user, dev] = node.accounts
  const start = await node.blockNumber()
  venom = await node.deploy('VenomToken', parseUnits('1000000', 18), start + 1_000, start + 11_000)
  breeder = await node.deploy(
    'MasterBreeder',
    venom.address,
    dev,
    REWARD_PER_BLOCK,
    start,
    start + 1_000_000,
    FARMS.blockDeltaStartStage,
    FARMS.blockDeltaEndStage,
    FARMS.devFeeStage,
  )
  await wait(venom.transferOwnership(breeder.address))
  lpA = await node.deploy('DemoERC20', 'LP A', 'LPA', 18, STAKE.mul(10))
  lpB = await node.deploy('DemoERC20', 'LP B', 'LPB', 18, STAKE.mul(10))
  later = (await node.blockNumber()) + 500
  await wait(breeder.add(40, lpA.address, 0))
  await wait(breeder.add(20, lpB.address, later))
  for (const lp of [lpA, lpB]) {
    await wait(lp.transfer(user, STAKE.mul(2)))
    await wait(asUser(lp).approve(breeder.address, constants.MaxUint256))
  }
  snapshot = await node.snapshot()
})

beforeEach(async () => {
  await node.revert(snapshot)
  snapshot = await node.snapshot()
})

describe('rewards', () => {
  it('accrues the pool share of the reward per block, block by block', async () => {
    await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
    expect((await breeder.pendingReward(0, user)).isZero()).toBe(true)
    await node.mine(30)
    // pool 0 has 40 of 60 allocation points
    expect((await breeder.pendingReward(0, user)).toString()).toBe(accrued(poolReward(30, 40)).toString())
    expect((await breeder.getNewRewardPerBlock(0)).toString()).toBe(REWARD_PER_BLOCK.toString())
    expect((await breeder.getNewRewardPerBlock(1)).toString()).toBe(REWARD_PER_BLOCK.mul(40).div(60).toString())
  })

  it('pays a claim with 95% locked in the token and 5% free to spend', async () => {
    await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
    await node.mine(19)
    await wait(asUser(breeder).claimReward(0)) // 20 blocks after the deposit
    const reward = accrued(poolReward(20, 40))
    const locked = reward.mul(95).div(100)
    expect((await venom.lockOf(user)).toString()).toBe(locked.toString())
    expect((await venom.balanceOf(user)).toString()).toBe(reward.sub(locked).toString())
    expect((await venom.totalBalanceOf(user)).toString()).toBe(reward.toString())
    expect((await venom.totalLock()).toString()).toBe(locked.toString())
    expect((await breeder.pendingReward(0, user)).isZero()).toBe(true)
    expect((await breeder.userInfo(0, user))[2].toNumber()).toBe(await node.blockNumber()) // rewardDebtAtBlock
  })

  it('splits a pool reward between stakers by their share', async () => {
    const other = node.accounts[3]
    await wait(lpA.transfer(other, STAKE))
    await wait(lpA.connect(node.signer(3)).approve(breeder.address, constants.MaxUint256))
    await node.inOneBlock(async () => {
      await asUser(breeder).deposit(0, STAKE, constants.AddressZero, GAS)
      await breeder.connect(node.signer(3)).deposit(0, STAKE.div(3), constants.AddressZero, GAS)
    })
    await node.mine(12)
    const mine: BigNumber = await breeder.pendingReward(0, user)
    const theirs: BigNumber = await breeder.pendingReward(0, other)
    const total = poolReward(12, 40)
    expect(mine.add(theirs).sub(total).abs().lte(2)).toBe(true)
    expect(mine.sub(theirs.mul(3)).abs().lte(3)).toBe(true)
  })

  it('pays nothing in a pool before its start block', async () => {
    await wait(asUser(breeder).deposit(1, STAKE, constants.AddressZero))
    await node.mine(10)
    expect((await breeder.pendingReward(1, user)).isZero()).toBe(true)
    expect((await breeder.getNewRewardPerBlock(2)).isZero()).toBe(true)
    expect((await breeder.poolInfo(1)).startBlock.toNumber()).toBe(later)
    await node.mine(later - (await node.blockNumber()) + 10)
    expect((await breeder.pendingReward(1, user)).toString()).toBe(accrued(poolReward(10, 20)).toString())
  })

  it('reports the LP token first in poolInfo and the stake first in userInfo, with last-action blocks in slots 3–6', async () => {
    await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
    const depositBlock = await node.blockNumber()
    await node.mine(14)
    await wait(asUser(breeder).withdraw(0, STAKE.div(2), constants.AddressZero))
    const withdrawBlock = await node.blockNumber()
    expect((await breeder.poolInfo(0))[0]).toBe(lpA.address)
    expect(((await breeder.poolLength()) as BigNumber).toNumber()).toBe(2)
    const info: BigNumber[] = await breeder.userInfo(0, user)
    expect(info).toHaveLength(7)
    expect(info[0].toString()).toBe(STAKE.div(2).toString())
    expect(info.slice(3).map((slot) => slot.toNumber())).toEqual([withdrawBlock, depositBlock, 15, depositBlock])
    expect((await breeder.START_BLOCK()).toNumber()).toBeLessThan(depositBlock)
  })
})

describe('withdrawal fee', () => {
  const divisor = (stage: number) => (stage < 5 ? 100 : stage === 5 ? 1000 : 10000)
  const stageOf = (delta: number) =>
    FARMS.blockDeltaStartStage.findIndex(
      (start, i) => delta >= start && BigInt(delta) <= BigInt(FARMS.blockDeltaEndStage[i]),
    )

  it('exposes the eight stages with divisors 100, 1000 and 10000', async () => {
    for (let stage = 0; stage < 8; stage++) {
      expect((await breeder.blockDeltaStartStage(stage)).toString()).toBe(String(FARMS.blockDeltaStartStage[stage]))
      expect((await breeder.blockDeltaEndStage(stage)).toString()).toBe(String(FARMS.blockDeltaEndStage[stage]))
      expect((await breeder.devFeeStage(stage)).toString()).toBe(String(FARMS.devFeeStage[stage]))
      expect((await breeder.feeDivisor(stage)).toNumber()).toBe(divisor(stage))
    }
  })

  it('charges each stage from its first to its last block', async () => {
    const amount = parseUnits('100', 18)
    for (let stage = 0; stage < 8; stage++) {
      const expected = amount.mul(FARMS.devFeeStage[stage]).div(divisor(stage)).toString()
      const edges = [BigNumber.from(FARMS.blockDeltaStartStage[stage]), BigNumber.from(FARMS.blockDeltaEndStage[stage])]
      for (const delta of edges) {
        const [fee, found] = await breeder.withdrawalFee(delta, amount)
        expect([fee.toString(), found.toNumber()], `stage ${stage}, delta ${delta}`).toEqual([expected, stage])
      }
    }
  })

  // Withdrawals on chain at the first block of a stage and at the last block of the one before.
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [49, 2],
    [50, 3],
    [100, 4],
    [199, 4],
    [200, 5],
    [500, 6],
    [999, 6],
    [1000, 7],
  ])('withdrawing %i blocks after the deposit pays stage %i to the dev address', async (delta, stage) => {
    if (delta === 0) {
      await node.inOneBlock(async () => {
        await asUser(breeder).deposit(0, STAKE, constants.AddressZero, GAS)
        await asUser(breeder).withdraw(0, STAKE, constants.AddressZero, GAS)
      })
    } else {
      await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
      await node.mine(delta - 1)
      const [quoted, quotedStage] = await breeder.getWithdrawalFee(0, user, STAKE)
      // The quote is for the current block, one before the withdrawal's.
      expect(quotedStage.toNumber()).toBe(stageOf(delta - 1))
      expect(quoted.toString()).toBe(
        STAKE.mul(FARMS.devFeeStage[stageOf(delta - 1)])
          .div(divisor(stageOf(delta - 1)))
          .toString(),
      )
      await wait(asUser(breeder).withdraw(0, STAKE, constants.AddressZero))
    }
    const fee = STAKE.mul(FARMS.devFeeStage[stage]).div(divisor(stage))
    expect((await lpA.balanceOf(dev)).toString()).toBe(fee.toString())
    expect((await lpA.balanceOf(user)).toString()).toBe(STAKE.mul(2).sub(fee).toString())
    expect((await breeder.userInfo(0, user))[5].toNumber()).toBe(delta) // blockdelta
  })

  it('takes nothing on a deposit', async () => {
    await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
    expect((await lpA.balanceOf(breeder.address)).toString()).toBe(STAKE.toString())
  })
})

describe('emergency withdraw', () => {
  it('returns the whole stake without a fee and forfeits the rewards', async () => {
    await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
    await node.mine(5)
    await wait(asUser(breeder).emergencyWithdraw(0))
    expect((await lpA.balanceOf(user)).toString()).toBe(STAKE.mul(2).toString())
    expect((await lpA.balanceOf(dev)).isZero()).toBe(true)
    expect((await venom.totalBalanceOf(user)).isZero()).toBe(true)
    const info: BigNumber[] = await breeder.userInfo(0, user)
    expect(info[0].isZero() && info[1].isZero()).toBe(true)
    expect((await breeder.pendingReward(0, user)).isZero()).toBe(true)
  })

  it('refuses a withdrawal above the stake', async () => {
    await wait(asUser(breeder).deposit(0, STAKE, constants.AddressZero))
    await expect(asUser(breeder).withdraw(0, STAKE.add(1), constants.AddressZero)).rejects.toThrow(
      /withdraw exceeds stake/,
    )
  })
})
