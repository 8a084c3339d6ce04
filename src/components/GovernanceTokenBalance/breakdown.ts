// The breakdown's rows as display strings: balances 2 decimals, price 3 decimals, supplies and market caps none.
import { formatFraction, formatUnitsFixed } from '@/state/governanceToken/format'
import type { GovernanceTokenDetails, GovernanceTokenUserDetails } from '@/state/governanceToken/slice'

const DECIMALS = 18
export const BALANCE_PLACES = 2
export const PRICE_PLACES = 3
export const SUPPLY_PLACES = 0

export interface BreakdownRow {
  /** Also the locale key under governanceToken and the test id suffix. */
  key: string
  /** Locale key for the value: a token amount or a dollar amount. */
  unit: 'amount' | 'usd'
  value?: string
}

export function breakdownRows(
  user: GovernanceTokenUserDetails | undefined,
  token: GovernanceTokenDetails | undefined,
): { user: BreakdownRow[]; token: BreakdownRow[] } {
  const balance = (raw: string | undefined) =>
    raw === undefined ? undefined : formatUnitsFixed(raw, DECIMALS, BALANCE_PLACES)
  const whole = (raw: string | undefined) =>
    raw === undefined ? undefined : formatUnitsFixed(raw, DECIMALS, SUPPLY_PLACES)
  return {
    user: [
      { key: 'aggregated', unit: 'amount', value: balance(user?.aggregatedBalance) },
      { key: 'unlocked', unit: 'amount', value: balance(user?.unlockedBalance) },
      { key: 'locked', unit: 'amount', value: balance(user?.lockedBalance) },
      { key: 'total', unit: 'amount', value: balance(user?.totalBalance) },
      { key: 'claimableLocked', unit: 'amount', value: balance(user?.claimableLocked) },
      { key: 'claimableUnlocked', unit: 'amount', value: balance(user?.claimableUnlocked) },
    ],
    token: [
      {
        key: 'price',
        unit: 'usd',
        value: token
          ? formatFraction(BigInt(token.usdPrice.numerator), BigInt(token.usdPrice.denominator), PRICE_PLACES)
          : undefined,
      },
      { key: 'totalSupply', unit: 'amount', value: whole(token?.totalSupply) },
      { key: 'circulatingSupply', unit: 'amount', value: whole(token?.totalCirculatingSupply) },
      { key: 'marketCap', unit: 'usd', value: whole(token?.totalMarketCap) },
      { key: 'circulatingMarketCap', unit: 'usd', value: whole(token?.totalCirculatingMarketCap) },
    ],
  }
}
