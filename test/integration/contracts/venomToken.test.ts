// VENOM against Anvil: Compound-style vote checkpoints (what GovernorAlpha reads) and locked balances
// with their linear unlock schedule.
import { type BigNumber, constants, type Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { useNode } from '../support/node'

const node = useNode()
const SUPPLY = parseUnits('1000000', 18)
const LOCK_BLOCKS = 1_000

let venom: Contract
let alice: string
let bob: string
let lockFrom: number
let lockTo: number
let snapshot: string

const as = (index: number) => venom.connect(node.signer(index))
const wait = async (pending: Promise<{ wait(): Promise<unknown> }>) => (await pending).wait()
const str = (value: BigNumber) => value.toString()

beforeAll(async () => {
  ;[, alice, bob] = node.accounts
  lockFrom = (await node.blockNumber()) + 100
  lockTo = lockFrom + LOCK_BLOCKS
  venom = await node.deploy('VenomToken', SUPPLY, lockFrom, lockTo)
  snapshot = await node.snapshot()
})

beforeEach(async () => {
  await node.revert(snapshot)
  snapshot = await node.snapshot()
})

describe('votes', () => {
  it('counts nothing until a holder delegates, then follows transfers checkpoint by checkpoint', async () => {
    const amount = parseUnits('1000', 18)
    await wait(venom.transfer(alice, amount))
    expect((await venom.getCurrentVotes(alice)).isZero()).toBe(true)
    expect(await venom.delegates(alice)).toBe(constants.AddressZero)

    const receipt = await (await as(1).delegate(alice)).wait()
    const delegated = receipt.blockNumber as number
    expect(receipt.events.map((event: { event: string }) => event.event)).toEqual([
      'DelegateChanged',
      'DelegateVotesChanged',
    ])
    expect(await venom.delegates(alice)).toBe(alice)
    expect(str(await venom.getCurrentVotes(alice))).toBe(str(amount))

    const sent = (await (await as(1).transfer(bob, amount.div(4))).wait()).blockNumber as number
    await node.mine(1)
    expect(str(await venom.getPriorVotes(alice, delegated - 1))).toBe('0')
    expect(str(await venom.getPriorVotes(alice, delegated))).toBe(str(amount))
    expect(str(await venom.getPriorVotes(alice, sent))).toBe(str(amount.mul(3).div(4)))
    expect(str(await venom.getCurrentVotes(alice))).toBe(str(amount.mul(3).div(4)))
  })

  it('moves votes to another delegate and refuses to tell the votes of the current block', async () => {
    await wait(venom.transfer(alice, 500))
    await wait(as(1).delegate(bob))
    expect(str(await venom.getCurrentVotes(bob))).toBe('500')
    expect(str(await venom.getCurrentVotes(alice))).toBe('0')
    const current = await node.blockNumber()
    await expect(venom.getPriorVotes(bob, current + 1)).rejects.toThrow()
  })
})

describe('locked balances', () => {
  const locked = parseUnits('1000', 18)

  beforeEach(async () => {
    await wait(venom.transfer(alice, locked.mul(2)))
  })

  it('lets only the owner (the farm) lock, and never more than the balance', async () => {
    await expect(as(1).lock(alice, 1)).rejects.toThrow()
    await expect(venom.lock(alice, locked.mul(3))).rejects.toThrow(/lock exceeds balance/)
  })

  it('keeps a locked amount in lockOf, totalBalanceOf, totalLock and out of unlockedSupply', async () => {
    await wait(venom.lock(alice, locked))
    expect(str(await venom.lockOf(alice))).toBe(str(locked))
    expect(str(await venom.balanceOf(alice))).toBe(str(locked))
    expect(str(await venom.totalBalanceOf(alice))).toBe(str(locked.mul(2)))
    expect(str(await venom.totalLock())).toBe(str(locked))
    expect(str(await venom.unlockedSupply())).toBe(str(SUPPLY.sub(locked)))
    expect(str(await venom.lastUnlockBlock(alice))).toBe(String(lockFrom))
  })

  it('unlocks nothing before the schedule, a share proportional to blocks inside it, all of it after', async () => {
    await wait(venom.lock(alice, locked))
    expect((await venom.canUnlockAmount(alice)).isZero()).toBe(true)
    await expect(as(1).unlock()).rejects.toThrow(/nothing to unlock/)

    // The unlock lands 250 blocks into the schedule.
    await node.mine(lockFrom + 249 - (await node.blockNumber()))
    await wait(as(1).unlock())
    const first = locked.mul(250).div(LOCK_BLOCKS)
    expect(str(await venom.lockOf(alice))).toBe(str(locked.sub(first)))
    expect(str(await venom.balanceOf(alice))).toBe(str(locked.add(first)))
    expect(str(await venom.totalLock())).toBe(str(locked.sub(first)))

    // Later unlocks share what is left over the blocks that remain (a view answers for the latest block).
    await node.mine(375)
    const left = locked.sub(first)
    expect(str(await venom.canUnlockAmount(alice))).toBe(str(left.mul(375).div(LOCK_BLOCKS - 250)))

    await node.mine(lockTo - (await node.blockNumber()))
    expect(str(await venom.canUnlockAmount(alice))).toBe(str(left))
    await wait(as(1).unlock())
    expect((await venom.lockOf(alice)).isZero()).toBe(true)
    expect(str(await venom.balanceOf(alice))).toBe(str(locked.mul(2)))
    expect(str(await venom.unlockedSupply())).toBe(str(SUPPLY))
  })

  it('gives locked tokens no votes until they are unlocked', async () => {
    await wait(as(1).delegate(alice))
    await wait(venom.lock(alice, locked))
    expect(str(await venom.getCurrentVotes(alice))).toBe(str(locked))
    await node.mine(lockTo - (await node.blockNumber()))
    await wait(as(1).unlock())
    expect(str(await venom.getCurrentVotes(alice))).toBe(str(locked.mul(2)))
  })
})
