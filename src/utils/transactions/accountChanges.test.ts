import { Interface } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import ACCOUNT_CHANGES_ABI from '@/abis/AccountChanges.json'

import {
  accountChangesParams,
  calldataAddresses,
  readAccountChanges,
  recordCandidates,
  watchedTokens,
} from './accountChanges'
import type { RpcTransaction } from './rpcTransaction'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const WFRA = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const record = new Interface(ACCOUNT_CHANGES_ABI)
// swapExactETHForTokens(amountOutMin 1, path [WFRA, BUSD], to ACCOUNT, deadline 99)
const swapData = new Interface([
  'function swapExactETHForTokens(uint256, address[], address, uint256)',
]).encodeFunctionData('swapExactETHForTokens', [1, [WFRA, BUSD], ACCOUNT, 99])
const swap: RpcTransaction = { from: ACCOUNT, to: ROUTER, data: swapData, value: '0xde0b6b3a7640000' }

function answer(outcome: {
  success?: boolean
  returnData?: string
  native?: [bigint, bigint]
  balances?: [bigint, bigint][]
  allowances?: [bigint, bigint][]
}) {
  const balances = outcome.balances ?? []
  const allowances = outcome.allowances ?? balances.map(() => [0n, 0n] as [bigint, bigint])
  return record.encodeFunctionResult('record', [
    {
      success: outcome.success ?? true,
      returnData: outcome.returnData ?? '0x',
      nativeBefore: outcome.native?.[0] ?? 0n,
      nativeAfter: outcome.native?.[1] ?? 0n,
      balancesBefore: balances.map(([before]) => before),
      balancesAfter: balances.map(([, after]) => after),
      allowancesBefore: allowances.map(([before]) => before),
      allowancesAfter: allowances.map(([, after]) => after),
    },
  ])
}

describe('the eth_call preview (AccountChanges)', () => {
  it('watches every address the calldata names, the target, then the given tokens, each once', () => {
    // In the calldata's order: the recipient in the head, the path in the tail.
    expect(calldataAddresses(swapData)).toEqual([ACCOUNT, WFRA, BUSD])
    expect(watchedTokens(swap, [BUSD.toLowerCase(), '0x000000000000000000000000000000000000dEaD'])).toEqual([
      ACCOUNT,
      WFRA,
      BUSD,
      ROUTER,
      '0x000000000000000000000000000000000000dEaD',
    ])
  })

  it('calls from the account to itself, its code overridden, on the block after the latest', () => {
    const [call, tag, override, block] = accountChangesParams(swap, [BUSD], 41) as [
      { from: string; to: string; data: string },
      string,
      Record<string, { code: string }>,
      { number: string },
    ]
    expect(call.from).toBe(ACCOUNT)
    expect(call.to).toBe(ACCOUNT)
    expect(record.decodeFunctionData('record', call.data).map(String)).toEqual([
      ROUTER,
      swapData,
      '1000000000000000000',
      BUSD,
    ])
    expect(tag).toBe('0x29')
    expect(override[ACCOUNT].code).toMatch(/^0x[0-9a-f]+$/)
    expect(block).toEqual({ number: '0x2a' })
  })

  it('reads the native coin’s and each token’s change, and the allowances the target drew on or was given', () => {
    const watched = [WFRA, BUSD]
    const result = answer({
      native: [10n, 3n],
      balances: [
        [5n, 5n],
        [0n, 20n],
      ],
      allowances: [
        [100n, 40n],
        [0n, 7n],
      ],
    })
    expect(readAccountChanges(result, swap, watched)).toEqual({
      status: 'ok',
      changes: [
        { asset: 'NATIVE', amount: -7n },
        { asset: BUSD, amount: 20n },
      ],
      approvals: [
        { token: WFRA, spender: ROUTER, kind: 'uses', amount: 60n },
        { token: BUSD, spender: ROUTER, kind: 'grants', amount: 7n },
      ],
    })
  })

  it('reads a revert’s reason, and refuses what is no record', () => {
    const reason = new Interface(['function Error(string)']).encodeFunctionData('Error', ['UniswapV2Router: EXPIRED'])
    expect(readAccountChanges(answer({ success: false, returnData: reason }), swap, [])).toEqual({
      status: 'revert',
      reason: 'UniswapV2Router: EXPIRED',
    })
    expect(() => readAccountChanges(undefined, swap, [])).toThrow()
    expect(() => readAccountChanges('0x1234', swap, [])).toThrow()
    // Another number of tokens than asked about: not this record.
    expect(() => readAccountChanges(answer({ balances: [[1n, 2n]] }), swap, [])).toThrow('Not a record')
  })

  it('takes the first candidate that goes through, as the send path does', async () => {
    const failing = { ...swap, data: `${swapData}00` }
    const request = async (_: string, params: unknown[]) => {
      const [, data, , watched] = record.decodeFunctionData('record', (params[0] as { data: string }).data)
      const balances = (watched as string[]).map((): [bigint, bigint] => [0n, 0n])
      return data === failing.data ? answer({ success: false, balances }) : answer({ native: [10n, 9n], balances })
    }
    await expect(recordCandidates(request, [failing, swap], 1, [])).resolves.toEqual({
      status: 'ok',
      changes: [{ asset: 'NATIVE', amount: -1n }],
      approvals: [],
    })
  })
})
