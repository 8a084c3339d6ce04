// Price sources and market-cap constants for the governance token (VENOM) shown in the header.

/** The native coin's USD price (the spec: ids=findora, vs_currencies=usd, field findora.usd). */
export const NATIVE_USD_PRICE_URL = 'https://api.coingecko.com/api/v3/simple/price?ids=findora&vs_currencies=usd'

/** The spec fixes the circulating supply used for the circulating market cap at 25,000,000 tokens. */
export const CIRCULATING_MARKET_CAP_SUPPLY = 25_000_000n

/** Pairs (keys of a deployment's `pairs`) that price VENOM: VENOM→WFRA, then WFRA→the stable token. */
export const GOVERNANCE_PRICE_PAIRS = { tokenToNative: 'VENOM/WFRA', nativeToStable: 'WFRA/BUSD' } as const

/** The stable token whose price is taken as one dollar (BUSD; BUSD.b on Findora). */
export const STABLE_TOKEN_SYMBOL = 'BUSD'
