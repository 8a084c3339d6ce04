import { describe, expect, it } from 'vitest'

import type { RawLog } from '@/utils/logs/types'

import { classify } from './classify'
import { addressTopic, TOPICS } from './events'
import { netAmounts } from './netAmounts'
import { type ChainTransaction, type KnownContracts, NATIVE } from './types'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ZERO = '0x0000000000000000000000000000000000000000'
const STRANGER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const ROUTER = '0x1111111111111111111111111111111111111111'
const PAIR = '0x2222222222222222222222222222222222222222'
const BUSD = '0x3333333333333333333333333333333333333333'
const V1_EXCHANGE = '0x4444444444444444444444444444444444444444'
const CONTRACTS: KnownContracts = {
  weth: '0x5555555555555555555555555555555555555555',
  masterBreeder: '0x6666666666666666666666666666666666666666',
  singlePools: ['0x7777777777777777777777777777777777777777'],
  governor: '0x8888888888888888888888888888888888888888',
  governanceToken: '0x9999999999999999999999999999999999999999',
  merkleDistributor: '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
}
const WETH = CONTRACTS.weth

const word = (value: bigint | number | string) =>
  typeof value === 'string' ? addressTopic(value).slice(2) : BigInt(value).toString(16).padStart(64, '0')
const log = (address: string, topics: string[], ...data: (bigint | number | string)[]): RawLog => ({
  address,
  blockNumber: '0x10',
  transactionHash: '0xabc',
  logIndex: '0x0',
  topics,
  data: `0x${data.map(word).join('')}`,
})
/** A number as a 32-byte topic. */
const numberTopic = (value: bigint) => `0x${word(value)}`
const transfer = (token: string, from: string, to: string, value: bigint) =>
  log(token, [TOPICS.transfer, addressTopic(from), addressTopic(to)], value)
const E18 = 10n ** 18n

function tx(logs: RawLog[], overrides: Partial<ChainTransaction> = {}): ChainTransaction {
  return {
    hash: '0xabc',
    from: ACCOUNT,
    to: ROUTER,
    value: '0',
    status: 1,
    blockNumber: 16,
    timestamp: 1_700_000_000,
    logs,
    ...overrides,
  }
}

const amountsOf = (transaction: ChainTransaction) =>
  Object.fromEntries(netAmounts(transaction, ACCOUNT, CONTRACTS).map((entry) => [entry.asset, entry.amount]))

describe('classify', () => {
  it('a swap of the native coin for a token: the coin paid, the token received', () => {
    const swap = tx(
      [
        log(WETH, [TOPICS.deposit, addressTopic(ROUTER)], 3n * E18),
        transfer(WETH, ROUTER, PAIR, 3n * E18),
        transfer(BUSD, PAIR, ACCOUNT, 596n * 10n ** 16n),
      ],
      { value: (3n * E18).toString() },
    )
    expect(amountsOf(swap)).toEqual({ [NATIVE]: -3n * E18, [BUSD]: 596n * 10n ** 16n })
    expect(classify(swap, ACCOUNT, CONTRACTS).kind).toBe('swap')
  })

  it('adding liquidity with the coin counts only what the router wrapped (the rest was refunded)', () => {
    const add = tx(
      [
        transfer(BUSD, ACCOUNT, PAIR, 200n * E18),
        log(WETH, [TOPICS.deposit, addressTopic(ROUTER)], 8n * E18),
        transfer(WETH, ROUTER, PAIR, 8n * E18),
        transfer(PAIR, ZERO, ACCOUNT, 40n * E18),
        log(PAIR, [TOPICS.mint, addressTopic(ROUTER)], 200n * E18, 8n * E18),
      ],
      { value: (10n * E18).toString() },
    )
    expect(amountsOf(add)).toEqual({ [BUSD]: -200n * E18, [NATIVE]: -8n * E18, [PAIR]: 40n * E18 })
    const activity = classify(add, ACCOUNT, CONTRACTS)
    expect(activity.kind).toBe('addLiquidity')
    expect(activity.amounts.find((entry) => entry.asset === PAIR)?.isPoolToken).toBe(true)
  })

  it('removing liquidity to the coin: pool tokens paid, the coin the router unwrapped and the token received', () => {
    const remove = tx([
      transfer(PAIR, ACCOUNT, PAIR, 10n * E18),
      log(PAIR, [TOPICS.burn, addressTopic(ROUTER), addressTopic(ROUTER)], 5n * E18, 2n * E18),
      transfer(BUSD, ROUTER, ACCOUNT, 5n * E18),
      log(WETH, [TOPICS.withdrawal, addressTopic(ROUTER)], 2n * E18),
    ])
    expect(amountsOf(remove)).toEqual({ [PAIR]: -10n * E18, [BUSD]: 5n * E18, [NATIVE]: 2n * E18 })
    expect(classify(remove, ACCOUNT, CONTRACTS).kind).toBe('removeLiquidity')
  })

  it('V1 liquidity moved to V2 is a migration', () => {
    const migrate = tx([
      transfer(V1_EXCHANGE, ACCOUNT, ROUTER, 3n * E18),
      log(V1_EXCHANGE, [TOPICS.v1RemoveLiquidity, addressTopic(ROUTER), numberTopic(1n), numberTopic(2n)]),
      transfer(PAIR, ZERO, ACCOUNT, 1n * E18),
      log(PAIR, [TOPICS.mint, addressTopic(ROUTER)], 1n, 2n),
    ])
    expect(classify(migrate, ACCOUNT, CONTRACTS).kind).toBe('migrate')
  })

  it('wrapping and unwrapping the coin by hand', () => {
    const wrap = tx([log(WETH, [TOPICS.deposit, addressTopic(ACCOUNT)], E18)], { to: WETH, value: E18.toString() })
    expect(amountsOf(wrap)).toEqual({ [WETH]: E18, [NATIVE]: -E18 })
    expect(classify(wrap, ACCOUNT, CONTRACTS).kind).toBe('wrap')
    const unwrap = tx([log(WETH, [TOPICS.withdrawal, addressTopic(ACCOUNT)], E18)], { to: WETH })
    expect(amountsOf(unwrap)).toEqual({ [WETH]: -E18, [NATIVE]: E18 })
    expect(classify(unwrap, ACCOUNT, CONTRACTS).kind).toBe('unwrap')
  })

  it("a farm's stake, a harvest (amount 0) and an unstake, by the app's MasterBreeder only", () => {
    const breeder = CONTRACTS.masterBreeder!
    const deposit = (amount: bigint, at = breeder) =>
      log(at, [TOPICS.farmDeposit, addressTopic(ACCOUNT), numberTopic(0n), addressTopic(ZERO)], amount)
    expect(classify(tx([transfer(PAIR, ACCOUNT, breeder, E18), deposit(E18)]), ACCOUNT, CONTRACTS).kind).toBe('stake')
    const reward = transfer(CONTRACTS.governanceToken!, breeder, ACCOUNT, E18)
    expect(classify(tx([deposit(0n), reward]), ACCOUNT, CONTRACTS).kind).toBe('claim')
    const withdraw = log(
      breeder,
      [TOPICS.farmWithdraw, addressTopic(ACCOUNT), numberTopic(0n), addressTopic(STRANGER)],
      E18,
    )
    expect(classify(tx([withdraw, transfer(PAIR, breeder, ACCOUNT, E18)]), ACCOUNT, CONTRACTS).kind).toBe('unstake')
    // The same event from a stranger's contract says nothing: tokens paid to it are just that.
    expect(
      classify(tx([transfer(PAIR, ACCOUNT, STRANGER, E18), deposit(E18, STRANGER)]), ACCOUNT, CONTRACTS).kind,
    ).toBe('contract')
  })

  it("a vote and a delegation, by the app's governor and token only", () => {
    const vote = log(CONTRACTS.governor!, [TOPICS.voteCast], ACCOUNT, 2n, 1n, 100n)
    const voted = classify(tx([vote]), ACCOUNT, CONTRACTS)
    expect(voted).toMatchObject({ kind: 'vote', proposalId: '2', support: true })
    const against = log(CONTRACTS.governor!, [TOPICS.voteCast], ACCOUNT, 3n, 0n, 100n)
    expect(classify(tx([against]), ACCOUNT, CONTRACTS)).toMatchObject({ proposalId: '3', support: false })
    expect(classify(tx([{ ...vote, address: STRANGER }]), ACCOUNT, CONTRACTS).kind).toBe('contract')
    const delegate = log(CONTRACTS.governanceToken!, [
      TOPICS.delegateChanged,
      addressTopic(ACCOUNT),
      addressTopic(STRANGER),
      addressTopic(ACCOUNT),
    ])
    expect(classify(tx([delegate]), ACCOUNT, CONTRACTS)).toMatchObject({ kind: 'delegate', delegatee: ACCOUNT })
  })

  it('an approval, a plain send and tokens received from someone else', () => {
    const approve = log(BUSD, [TOPICS.approval, addressTopic(ACCOUNT), addressTopic(ROUTER)], 2n ** 256n - 1n)
    expect(classify(tx([approve], { to: BUSD }), ACCOUNT, CONTRACTS)).toMatchObject({
      kind: 'approve',
      approvedToken: BUSD,
      spender: ROUTER,
    })
    expect(classify(tx([transfer(BUSD, ACCOUNT, STRANGER, E18)], { to: BUSD }), ACCOUNT, CONTRACTS).kind).toBe('send')
    const received = classify(tx([transfer(BUSD, STRANGER, ACCOUNT, E18)], { from: STRANGER }), ACCOUNT, CONTRACTS)
    expect(received).toMatchObject({ kind: 'receive', sentByAccount: false })
  })

  it("ignores an ERC-721 Transfer (its id is indexed), and a reverted transaction's status is failed", () => {
    const nft = log(BUSD, [TOPICS.transfer, addressTopic(STRANGER), addressTopic(ACCOUNT), numberTopic(7n)])
    expect(netAmounts(tx([nft]), ACCOUNT, CONTRACTS)).toEqual([])
    expect(classify(tx([], { status: 0 }), ACCOUNT, CONTRACTS).status).toBe('failed')
  })

  describe('sentTo: the counterparties of what the account sent', () => {
    it("a swap sent to a recipient names the recipient (and the pools' addresses), never the account", () => {
      const swap = tx([transfer(BUSD, ACCOUNT, PAIR, E18), transfer(WETH, PAIR, STRANGER, E18)])
      expect(classify(swap, ACCOUNT, CONTRACTS).sentTo).toEqual([PAIR, STRANGER])
    })

    it('a send of the native coin names its recipient; a call carrying no coin names no contract', () => {
      expect(classify(tx([], { to: STRANGER, value: '5' }), ACCOUNT, CONTRACTS).sentTo).toEqual([STRANGER])
      expect(classify(tx([], { to: ROUTER, value: '0' }), ACCOUNT, CONTRACTS).sentTo).toEqual([])
    })

    it('a delegation names the delegate, a self-delegation nobody', () => {
      const delegateTo = (delegatee: string) =>
        log(CONTRACTS.governanceToken!, [
          TOPICS.delegateChanged,
          addressTopic(ACCOUNT),
          addressTopic(ACCOUNT),
          addressTopic(delegatee),
        ])
      expect(classify(tx([delegateTo(STRANGER)]), ACCOUNT, CONTRACTS).sentTo).toEqual([STRANGER])
      expect(classify(tx([delegateTo(ACCOUNT)]), ACCOUNT, CONTRACTS).sentTo).toEqual([])
    })

    it("a poisoner's zero-value transfer from the account names nobody: the account did not send it", () => {
      const poisoning = tx([transfer(BUSD, ACCOUNT, STRANGER, 0n)], { from: STRANGER, to: BUSD })
      expect(classify(poisoning, ACCOUNT, CONTRACTS)).toMatchObject({ sentByAccount: false, sentTo: [] })
    })
  })
})
