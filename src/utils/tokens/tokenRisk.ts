// What a token does to whoever trades it (issue 41), read from TokenProbe's outcome (contracts/TokenProbe.sol): a
// small buy through the router with the native coin, then the sale of all it received. A sale that reverts marks a
// honeypot; less arriving than the router quoted, either way, a transfer tax at the larger shortfall. A probe that
// could not buy (no pool, a node without state overrides) has learnt nothing: unknown.

export type TokenRisk = 'none' | 'transfer-tax' | 'sell-reverts' | 'unknown'

export interface TokenRiskVerdict {
  risk: TokenRisk
  /** The part of a trade the token keeps, in basis points (0 unless a tax was seen). */
  taxBps: number
}

export interface ProbeOutcome {
  bought: boolean
  buyQuoted: bigint
  buyReceived: bigint
  sold: boolean
  sellQuoted: bigint
  sellReceived: bigint
}

export const UNKNOWN_RISK: TokenRiskVerdict = { risk: 'unknown', taxBps: 0 }

/** What the quote promised and did not arrive, in basis points, rounded up: any shortfall at all counts. */
export function shortfallBps(quoted: bigint, received: bigint): number {
  if (quoted <= 0n || received >= quoted) return 0
  if (received <= 0n) return 10_000
  return Number(((quoted - received) * 10_000n + quoted - 1n) / quoted)
}

export function classifyProbe(outcome: ProbeOutcome): TokenRiskVerdict {
  if (!outcome.bought || outcome.buyReceived <= 0n) return UNKNOWN_RISK
  const buyTaxBps = shortfallBps(outcome.buyQuoted, outcome.buyReceived)
  if (!outcome.sold) return { risk: 'sell-reverts', taxBps: buyTaxBps }
  const taxBps = Math.max(buyTaxBps, shortfallBps(outcome.sellQuoted, outcome.sellReceived))
  return { risk: taxBps > 0 ? 'transfer-tax' : 'none', taxBps }
}
