// Limits of the V1 → V2 migration (core-trading §9).

/** Minimums are 99.5% (9950 of 10000) of what the V2 pair takes. */
export const MIGRATION_MIN_OUTPUT_BIPS = 9950n
export const BIPS_BASE = 10_000n

/** V1 and V2 prices this far apart (5%, in basis points) or more show the warning card. */
export const LARGE_PRICE_DIFFERENCE_BIPS = 500n

/** The symbol and name the V1 exchange contracts give their own liquidity token. */
export const V1_LIQUIDITY_SYMBOL = 'UNI-V1'
export const V1_LIQUIDITY_NAME = 'Uniswap V1'
