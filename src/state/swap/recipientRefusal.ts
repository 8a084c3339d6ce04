// Why an address must not receive a swap's output (pure): the zero address burns it, and the exchange's own contracts,
// a pair or a token contract keep it for good. The page names the reason under the recipient field.
import { type Trade } from '@/sdk'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** Uniswap's V2 factory and routers on Ethereum: sending the output there loses it. */
export const BAD_RECIPIENT_ADDRESSES: readonly string[] = [
  '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a',
  '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
]

/** exchangeContract: a router or factory (this chain's, or one of the well-known ones above). */
export type RecipientRefusal = 'zeroAddress' | 'exchangeContract' | 'pair' | 'token'

export interface RecipientContext {
  /** Routers and factories, checksummed. */
  exchangeContracts: readonly string[]
  /** The tokens being sent and bought (wrapped native for the native coin), checksummed. */
  tokens: readonly string[]
  /** Pairs known to be involved: the direct pair of the two tokens, checksummed. */
  pairs: readonly string[]
  /** Trades whose path tokens and pairs must not receive either. */
  trades: readonly (Trade | null | undefined)[]
}

/** `address` is checksummed (a resolved recipient). */
export function recipientRefusal(address: string, context: RecipientContext): RecipientRefusal | undefined {
  if (address === ZERO_ADDRESS) return 'zeroAddress'
  if (context.exchangeContracts.includes(address)) return 'exchangeContract'
  const trades = context.trades.filter((trade): trade is Trade => Boolean(trade))
  if (
    context.tokens.includes(address) ||
    trades.some((trade) => trade.route.path.some((token) => token.address === address))
  )
    return 'token'
  if (
    context.pairs.includes(address) ||
    trades.some((trade) => trade.route.pairs.some((pair) => pair.liquidityToken.address === address))
  )
    return 'pair'
  return undefined
}
