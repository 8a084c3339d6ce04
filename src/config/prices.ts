// Price sources and market-cap constants for the governance token (VENOM) shown in the header.

/** The native coin's USD price (the spec: ids=findora, vs_currencies=usd, field findora.usd). */
export const NATIVE_USD_PRICE_URL = 'https://api.coingecko.com/api/v3/simple/price?ids=findora&vs_currencies=usd'

/** The spec fixes the circulating supply used for the circulating market cap at 25,000,000 tokens. */
export const CIRCULATING_MARKET_CAP_SUPPLY = 25_000_000n

/**
 * How the header prices VENOM (a `PriceQuote` route of the pricing engine): through its pair with the wrapped native
 * coin only, times the native coin's USD price, so the header follows the price endpoint even where a VENOM/stable
 * pair exists. The staking pages try the stable pair first.
 */
export const GOVERNANCE_PRICE_QUOTES = ['native'] as const

/** The stable token whose price is taken as one dollar (BUSD; BUSD.b on Findora). */
export const STABLE_TOKEN_SYMBOL = 'BUSD'
