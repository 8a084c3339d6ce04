import { defaultAbiCoder } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import type { RpcTransaction } from './rpcTransaction'
import { NATIVE, readSimulation, simulateParams } from './simulation'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const PAIR = '0x7d63Af1f9aca66f53Ae75bd6a1Bf9a91C6D939A7'
const BUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const WFRA = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const NATIVE_EMITTER = `0x${'e'.repeat(40)}`

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVAL = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const DEPOSIT = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

const topic = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
const amount = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const transfer = (token: string, from: string, to: string, value: bigint) => ({
  address: token,
  topics: [TRANSFER, topic(from), topic(to)],
  data: amount(value),
})
const approval = (token: string, owner: string, spender: string, value: bigint) => ({
  address: token,
  topics: [APPROVAL, topic(owner), topic(spender)],
  data: amount(value),
})
const answer = (logs: unknown[], status = '0x1', extra: object = {}) => [
  { number: '0x1', calls: [{ status, returnData: '0x', gasUsed: '0x1', logs, ...extra }] },
]

const swap: RpcTransaction = { from: ACCOUNT, to: ROUTER, data: '0x', value: '0xde0b6b3a7640000' }

describe('simulateParams', () => {
  it('asks for one call in the block after the one given, native transfers traced and no gas paid', () => {
    expect(simulateParams(swap, 255)).toEqual([
      {
        blockStateCalls: [{ blockOverrides: { number: '0x100' }, calls: [swap] }],
        traceTransfers: true,
        validation: false,
      },
      '0xff',
    ])
  })
})

describe('readSimulation', () => {
  it('nets each asset the account gave and got: the native coin by its traced transfers, tokens by Transfer', () => {
    const simulation = readSimulation(
      answer([
        transfer(NATIVE_EMITTER, ACCOUNT, ROUTER, 10n ** 18n),
        // The router wraps and pays the pair: not the account's.
        { address: WFRA, topics: [DEPOSIT, topic(ROUTER)], data: amount(10n ** 18n) },
        transfer(WFRA, ROUTER, PAIR, 10n ** 18n),
        transfer(BUSD, PAIR, ACCOUNT, 1_990n),
      ]),
      swap,
      WFRA,
    )
    expect(simulation).toEqual({
      status: 'ok',
      changes: [
        { asset: NATIVE, amount: -(10n ** 18n) },
        { asset: BUSD, amount: 1_990n },
      ],
      approvals: [],
    })
  })

  it("counts the wrapped coin's Deposit and Withdrawal for the account, and only the wrapped coin's", () => {
    const wrap = { ...swap, to: WFRA }
    const deposit = { address: WFRA, topics: [DEPOSIT, topic(ACCOUNT)], data: amount(5n) }
    const forged = { address: BUSD, topics: [DEPOSIT, topic(ACCOUNT)], data: amount(1_000n) }
    const simulation = readSimulation(
      answer([transfer(NATIVE_EMITTER, ACCOUNT, WFRA, 5n), deposit, forged]),
      wrap,
      WFRA,
    )
    expect(simulation).toMatchObject({
      changes: [
        { asset: NATIVE, amount: -5n },
        { asset: WFRA, amount: 5n },
      ],
    })
    const unwrap = { address: WFRA, topics: [WITHDRAWAL, topic(ACCOUNT)], data: amount(3n) }
    expect(readSimulation(answer([unwrap, transfer(NATIVE_EMITTER, WFRA, ACCOUNT, 3n)]), wrap, WFRA)).toMatchObject({
      changes: [
        { asset: WFRA, amount: -3n },
        { asset: NATIVE, amount: 3n },
      ],
    })
  })

  it('lists an allowance a spender drew on as used, not the Approval the token emits as it lowers it', () => {
    const simulation = readSimulation(
      answer([approval(BUSD, ACCOUNT, ROUTER, 90n), transfer(BUSD, ACCOUNT, PAIR, 10n)]),
      { ...swap, value: '0x0' },
    )
    expect(simulation).toEqual({
      status: 'ok',
      changes: [{ asset: BUSD, amount: -10n }],
      approvals: [{ token: BUSD, spender: ROUTER, kind: 'uses', amount: 10n }],
    })
  })

  it('lists an approval the transaction grants, and a transfer the account makes itself as no allowance', () => {
    const approve = { ...swap, to: BUSD, value: '0x0' }
    expect(readSimulation(answer([approval(BUSD, ACCOUNT, ROUTER, 2n ** 256n - 1n)]), approve)).toEqual({
      status: 'ok',
      changes: [],
      approvals: [{ token: BUSD, spender: ROUTER, kind: 'grants', amount: 2n ** 256n - 1n }],
    })
    expect(readSimulation(answer([transfer(BUSD, ACCOUNT, PAIR, 7n)]), approve)).toEqual({
      status: 'ok',
      changes: [{ asset: BUSD, amount: -7n }],
      approvals: [],
    })
  })

  it("leaves out what is not the account's, an asset that came and went, and logs that are not what they say", () => {
    const simulation = readSimulation(
      answer([
        transfer(BUSD, PAIR, ROUTER, 4n),
        transfer(WFRA, PAIR, ACCOUNT, 4n),
        transfer(WFRA, ACCOUNT, PAIR, 4n),
        // ERC-721's Transfer (the token id indexed) and a Transfer with two words of data.
        { address: BUSD, topics: [TRANSFER, topic(PAIR), topic(ACCOUNT), amount(1n)], data: '0x' },
        { address: BUSD, topics: [TRANSFER, topic(PAIR), topic(ACCOUNT)], data: `${amount(1n)}${'0'.repeat(64)}` },
        { address: BUSD, topics: [TRANSFER, '0x1234', topic(ACCOUNT)], data: amount(1n) },
      ]),
      swap,
      WFRA,
    )
    // The WFRA that came and went nets to nothing; the router still drew on the account's allowance for it.
    expect(simulation).toEqual({
      status: 'ok',
      changes: [],
      approvals: [{ token: WFRA, spender: ROUTER, kind: 'uses', amount: 4n }],
    })
  })

  it("reads a revert's reason from the error or from the return data", () => {
    const data = `0x08c379a0${defaultAbiCoder.encode(['string'], ['UniswapV2Router: EXPIRED']).slice(2)}`
    expect(readSimulation(answer([], '0x0', { returnData: data }), swap)).toEqual({
      status: 'revert',
      reason: 'UniswapV2Router: EXPIRED',
    })
    const error = { code: 3, message: 'execution reverted: TransferHelper: TRANSFER_FROM_FAILED', data: '0x' }
    expect(readSimulation(answer([], '0x0', { error }), swap)).toEqual({
      status: 'revert',
      reason: 'TransferHelper: TRANSFER_FROM_FAILED',
    })
    expect(readSimulation(answer([], '0x0'), swap)).toEqual({ status: 'revert', reason: undefined })
  })

  it('refuses an answer that is not a simulation', () => {
    for (const result of [null, [], [{}], [{ calls: [] }], [{ calls: [{ status: 1, logs: [] }] }], 'x'])
      expect(() => readSimulation(result, swap)).toThrow()
  })
})
