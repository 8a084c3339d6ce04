// An entry of the activity page in words: the chain history's summary ("Swap 3 FRA for 5.96 USDC"), each net amount
// with its sign, and the export's paid and received cells. Tokens are named only when the app knows them (the active
// lists, the user's imports, the exchange's own pool tokens): any contract can send the account a token and choose
// its symbol, so a stranger's token is shown by its address and its amount in the token's smallest units.
import type { TFunction } from 'i18next'

import { computePairAddress } from '@/sdk'
import { type ChainActivity, NATIVE, type NetAmount } from '@/utils/chainActivity/types'
import { localizeDecimal } from '@/utils/format/localizeNumber'
import { LP_SYMBOL } from '@/utils/liquidity/lpToken'
import { type ActivityEntry, type EntryWords, isSentByAccount } from '@/utils/transactions/activity'
import { shortenHash } from '@/utils/transactions/records'

export interface AssetInfo {
  symbol: string
  decimals: number
}

/** What the words need from the chain's configuration. */
export interface AssetBook {
  nativeSymbol: string
  /** Known tokens by lowercase address. */
  tokens: ReadonlyMap<string, AssetInfo>
  /** The wrapped native token (lowercase): the router pairs it for the coin. */
  weth?: string
  factory?: string
  initCodeHash?: string
  /** The chain's V1 exchanges (their pool token is the exchange), lowercase. */
  v1Exchanges: ReadonlySet<string>
  /** The deployment's own V2 pairs and farm pool tokens, lowercase. */
  pairs: ReadonlySet<string>
}

const V1_POOL_TOKEN: AssetInfo = { symbol: 'UNI-V1', decimals: 18 }
const V2_POOL_TOKEN: AssetInfo = { symbol: LP_SYMBOL, decimals: 18 }
/** Significant digits of an amount, as balances show them. */
const DIGITS = 6

/** A whole amount of `decimals` as a decimal string with at most DIGITS significant digits (rounded down). */
export function decimalOf(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const units = negative ? -amount : amount
  const text = units.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  let fraction = decimals ? text.slice(-decimals) : ''
  const wholeDigits = whole === '0' ? 0 : whole.length
  const leadingZeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  fraction = fraction.slice(0, Math.max(0, DIGITS - wholeDigits) + leadingZeros).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The asset of a net amount, when the app knows it; the exchange's pool tokens are told by their address. */
export function assetInfo(
  book: AssetBook,
  amount: NetAmount,
  inTransaction: readonly NetAmount[],
): AssetInfo | undefined {
  if (amount.asset === NATIVE) return { symbol: book.nativeSymbol, decimals: 18 }
  const known = book.tokens.get(amount.asset)
  if (known) return known
  if (book.v1Exchanges.has(amount.asset)) return V1_POOL_TOKEN
  if (book.pairs.has(amount.asset)) return V2_POOL_TOKEN
  if (!book.factory || !book.initCodeHash) return undefined
  // A V2 pool token is the pair of two known tokens moved in the same transaction (the coin through its wrapped
  // token), at its CREATE2 address.
  const tokens = inTransaction
    .map((entry) => (entry.asset === NATIVE ? book.weth : entry.asset))
    .filter((asset): asset is string => asset !== undefined && (book.tokens.has(asset) || asset === book.weth))
  for (const [index, tokenA] of tokens.entries())
    for (const tokenB of tokens.slice(index + 1))
      if (computePairAddress(book.factory, book.initCodeHash, tokenA, tokenB).toLowerCase() === amount.asset)
        return V2_POOL_TOKEN
  return undefined
}

/** '3 FRA', or '1000 units of token 0x1234...abcd' for a token the app does not know (no sign). */
export function amountText(t: TFunction, book: AssetBook, amount: NetAmount, inTransaction: readonly NetAmount[]) {
  const size = amount.amount < 0n ? -amount.amount : amount.amount
  const info = assetInfo(book, amount, inTransaction)
  if (!info) return t('activity.chain.unknownToken', { units: size.toString(), address: shortenHash(amount.asset) })
  return `${localizeDecimal(decimalOf(size, info.decimals))} ${info.symbol}`
}

/** Each net amount with its sign: '−3 FRA', '+5.96 USDC' (a true minus sign, never read as a formula). */
export function signedAmounts(t: TFunction, book: AssetBook, activity: ChainActivity): string[] {
  return activity.amounts.map(
    (amount) => `${amount.amount < 0n ? '\u2212' : '+'}${amountText(t, book, amount, activity.amounts)}`,
  )
}

function list(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items)
}

/** The chain history's summary of a transaction, in the reader's language. */
export function chainSummary(t: TFunction, book: AssetBook, activity: ChainActivity, language: string): string {
  const side = (sign: 1 | -1) =>
    list(
      activity.amounts
        .filter((amount) => (sign > 0 ? amount.amount > 0n : amount.amount < 0n))
        .map((amount) => amountText(t, book, amount, activity.amounts)),
      language,
    )
  const paid = side(-1)
  const received = side(1)
  switch (activity.kind) {
    case 'vote':
      return t(activity.support ? 'activity.chain.voteFor' : 'activity.chain.voteAgainst', { id: activity.proposalId })
    case 'delegate':
      return t('activity.chain.delegate', { delegatee: shortenHash(activity.delegatee ?? '') })
    case 'approve': {
      const token = { asset: activity.approvedToken ?? '', amount: 0n, isPoolToken: false }
      return t('activity.chain.approve', { token: assetInfo(book, token, [token])?.symbol ?? shortenHash(token.asset) })
    }
    case 'migrate':
    case 'contract':
      return t(`activity.chain.${activity.kind}`)
    default:
      return t(`activity.chain.${activity.kind}`, { paid, received })
  }
}

/**
 * Possible spam: a transaction someone else sent that moved nothing for the account (a zero-value transfer from it, the
 * mark of address poisoning) or moved a token the app knows from none of the user's lists (an unsolicited airdrop, a
 * scam's usual bait). The page folds it away unless the user shows it; what the account sent never is.
 */
export function isPossibleSpam(book: AssetBook, entry: ActivityEntry): boolean {
  const { chain } = entry
  if (!chain || isSentByAccount(entry)) return false
  const moved = chain.amounts.filter((amount) => amount.amount !== 0n)
  return moved.length === 0 || moved.some((amount) => !assetInfo(book, amount, chain.amounts))
}

/** The export's words for an entry: a record keeps its own summary; amounts come from the chain where it was read. */
export function entryWords(t: TFunction, book: AssetBook, entry: ActivityEntry, language: string): EntryWords {
  const { chain } = entry
  if (!chain) return { summary: entry.record?.summary ?? '', paid: '', received: '', possibleSpam: false }
  const side = (negative: boolean) =>
    chain.amounts
      .filter((amount) => amount.amount < 0n === negative)
      .map((amount) => amountText(t, book, amount, chain.amounts))
      .join('; ')
  return {
    summary: chainSummary(t, book, chain, language),
    paid: side(true),
    received: side(false),
    possibleSpam: isPossibleSpam(book, entry),
  }
}
