// Symbol shortening for every place a token symbol is shown (apart from token search, which loads with its dialog).

export const MAX_SYMBOL_LENGTH = 20

/** Symbols longer than 20 characters are shown as their first 4 and last 5 characters. */
export function shortenSymbol(symbol: string | undefined): string | undefined {
  if (symbol === undefined || symbol.length <= MAX_SYMBOL_LENGTH) return symbol
  return `${symbol.slice(0, 4)}...${symbol.slice(-5)}`
}
