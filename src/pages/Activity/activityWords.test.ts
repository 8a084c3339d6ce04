import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'

import { computePairAddress } from '@/sdk'
import { type ChainActivity, NATIVE } from '@/utils/chainActivity/types'

import {
  amountText,
  type AssetBook,
  assetInfo,
  chainSummary,
  decimalOf,
  isPossibleSpam,
  signedAmounts,
} from './activityWords'

const BUSD = '0x3333333333333333333333333333333333333333'
const WETH = '0x5555555555555555555555555555555555555555'
const STRANGER_TOKEN = '0x1234567890123456789012345678901234567890'
const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'
const PAIR = computePairAddress(FACTORY, INIT_CODE_HASH, BUSD, WETH).toLowerCase()
const E18 = 10n ** 18n

const BOOK: AssetBook = {
  nativeSymbol: 'FRA',
  tokens: new Map([
    [BUSD, { symbol: 'BUSD', decimals: 18 }],
    [WETH, { symbol: 'WFRA', decimals: 18 }],
  ]),
  weth: WETH,
  factory: FACTORY,
  initCodeHash: INIT_CODE_HASH,
  v1Exchanges: new Set(['0x4444444444444444444444444444444444444444']),
  pairs: new Set(['0x6666666666666666666666666666666666666666']),
}

/** English as en.json has it, for the keys used here. */
const EN: Record<string, string> = {
  'activity.chain.swap': 'Swap {{paid}} for {{received}}',
  'activity.chain.addLiquidity': 'Add liquidity: {{paid}}',
  'activity.chain.voteAgainst': 'Vote against proposal {{id}}',
  'activity.chain.approve': 'Approve {{token}}',
  'activity.chain.unknownToken': '{{units}} units of token {{address}}',
}
const t = ((key: string, values: Record<string, string> = {}) =>
  (EN[key] ?? key).replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '')) as unknown as TFunction

const activity = (extra: Partial<ChainActivity>): ChainActivity => ({
  hash: '0xabc',
  blockNumber: 1,
  timestamp: 0,
  status: 'success',
  kind: 'contract',
  sentByAccount: true,
  sentTo: [],
  amounts: [],
  ...extra,
})

describe('decimalOf', () => {
  it('gives six significant digits, rounded down, without trailing zeros', () => {
    expect(decimalOf(3n * E18, 18)).toBe('3')
    expect(decimalOf(5_960_000_000_000_000_000n, 18)).toBe('5.96')
    expect(decimalOf(1_234_567_891n * 10n ** 12n, 18)).toBe('1234.56')
    expect(decimalOf(1_234n, 18)).toBe('0.000000000000001234')
    expect(decimalOf(-25n, 1)).toBe('-2.5')
    expect(decimalOf(7n, 0)).toBe('7')
    expect(decimalOf(0n, 18)).toBe('0')
  })
})

describe('assetInfo and amountText', () => {
  it('names the coin, known tokens, V1 pool tokens and the pair of two known tokens moved together', () => {
    const amounts = [
      { asset: NATIVE, amount: -E18, isPoolToken: false },
      { asset: BUSD, amount: -2n * E18, isPoolToken: false },
      { asset: PAIR, amount: E18, isPoolToken: true },
    ]
    expect(assetInfo(BOOK, amounts[0], amounts)?.symbol).toBe('FRA')
    expect(assetInfo(BOOK, amounts[2], amounts)?.symbol).toBe('VENOM-LP')
    // Alone, the same address is not known to be a pair.
    expect(assetInfo(BOOK, amounts[2], [amounts[2]])).toBeUndefined()
    expect(amountText(t, BOOK, amounts[1], amounts)).toBe('2 BUSD')
    // The deployment's own pairs are known alone (a stake moves only the pool token).
    const staked = { asset: '0x6666666666666666666666666666666666666666', amount: -E18, isPoolToken: false }
    expect(amountText(t, BOOK, staked, [staked])).toBe('1 VENOM-LP')
  })

  it("shows a stranger's token by its address and raw units, whatever symbol it claims", () => {
    const amount = { asset: STRANGER_TOKEN, amount: 1_000n, isPoolToken: false }
    expect(amountText(t, BOOK, amount, [amount])).toBe('1000 units of token 0x1234...7890')
  })
})

describe('chainSummary and signedAmounts', () => {
  it('words a swap, a liquidity add, a vote and an approval', () => {
    const swap = activity({
      kind: 'swap',
      amounts: [
        { asset: NATIVE, amount: -3n * E18, isPoolToken: false },
        { asset: BUSD, amount: 5_960_000_000_000_000_000n, isPoolToken: false },
      ],
    })
    expect(chainSummary(t, BOOK, swap, 'en')).toBe('Swap 3 FRA for 5.96 BUSD')
    expect(signedAmounts(t, BOOK, swap)).toEqual(['\u22123 FRA', '+5.96 BUSD'])
    const add = activity({
      kind: 'addLiquidity',
      amounts: [
        { asset: BUSD, amount: -200n * E18, isPoolToken: false },
        { asset: NATIVE, amount: -100n * E18, isPoolToken: false },
        { asset: PAIR, amount: 141n * E18, isPoolToken: true },
      ],
    })
    expect(chainSummary(t, BOOK, add, 'en')).toBe('Add liquidity: 200 BUSD and 100 FRA')
    expect(chainSummary(t, BOOK, activity({ kind: 'vote', proposalId: '2', support: false }), 'en')).toBe(
      'Vote against proposal 2',
    )
    expect(chainSummary(t, BOOK, activity({ kind: 'approve', approvedToken: BUSD }), 'en')).toBe('Approve BUSD')
    expect(chainSummary(t, BOOK, activity({ kind: 'approve', approvedToken: STRANGER_TOKEN }), 'en')).toBe(
      'Approve 0x1234...7890',
    )
  })
})

describe('isPossibleSpam', () => {
  const fromChain = (extra: Partial<ChainActivity>) => ({
    hash: '0xabc',
    addedTime: 0,
    source: 'chain' as const,
    chain: activity({ sentByAccount: false, kind: 'receive', ...extra }),
  })

  it("folds what someone else sent that moved nothing for the account: a poisoner's zero-value transfer", () => {
    expect(isPossibleSpam(BOOK, fromChain({ kind: 'contract' }))).toBe(true)
    const zero = { asset: BUSD, amount: 0n, isPoolToken: false }
    expect(isPossibleSpam(BOOK, fromChain({ amounts: [zero] }))).toBe(true)
  })

  it('folds tokens on no list sent by someone else, not listed tokens nor the coin', () => {
    const unlisted = { asset: STRANGER_TOKEN, amount: 5n, isPoolToken: false }
    expect(isPossibleSpam(BOOK, fromChain({ amounts: [unlisted] }))).toBe(true)
    expect(isPossibleSpam(BOOK, fromChain({ amounts: [{ asset: BUSD, amount: E18, isPoolToken: false }] }))).toBe(false)
    expect(isPossibleSpam(BOOK, fromChain({ amounts: [{ asset: NATIVE, amount: 1n, isPoolToken: false }] }))).toBe(
      false,
    )
  })

  it('never folds what the account sent, nor a record of this browser', () => {
    const unlisted = { asset: STRANGER_TOKEN, amount: -5n, isPoolToken: false }
    expect(isPossibleSpam(BOOK, fromChain({ sentByAccount: true, amounts: [unlisted] }))).toBe(false)
    const record = { hash: '0xabc', from: '0x1', addedTime: 0 }
    expect(isPossibleSpam(BOOK, { ...fromChain({}), source: 'both', record })).toBe(false)
  })
})
