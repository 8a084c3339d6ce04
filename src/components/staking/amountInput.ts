// The staking dialogs' amount rules: parsed by the token's decimals, nothing above the limit (spec §5).
import type { Token } from '@/sdk'
import { TokenAmount } from '@/sdk'
import { tryParseAmount } from '@/utils/format/tryParseAmount'

export type StakeInputError = 'CONNECT_WALLET' | 'ENTER_AMOUNT'

/** The typed amount when it is positive and at most `max`; undefined otherwise (an amount above the balance too). */
export function parseStakeAmount(value: string, token: Token, max: bigint | undefined): TokenAmount | undefined {
  const parsed = tryParseAmount(value, token)
  if (!(parsed instanceof TokenAmount) || max === undefined) return undefined
  return BigInt(parsed.raw.toString()) <= max ? parsed : undefined
}

export function stakeInputError(hasAccount: boolean, parsed: TokenAmount | undefined): StakeInputError | undefined {
  if (!hasAccount) return 'CONNECT_WALLET'
  if (!parsed) return 'ENTER_AMOUNT'
  return undefined
}

/** Max is hidden when the typed amount already is the whole balance or stake. */
export function isAtMax(parsed: TokenAmount | undefined, max: bigint | undefined): boolean {
  return parsed !== undefined && max !== undefined && BigInt(parsed.raw.toString()) === max
}
