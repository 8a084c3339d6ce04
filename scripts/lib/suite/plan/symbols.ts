// How the plan names the contracts a config's symbols stand for, and the contracts the config says already exist.
import { isExistingToken, type SuiteConfig, VENOM } from '../config/types'

/** The step (or existing contract) id of a symbol the config may name. */
export function tokenId(config: SuiteConfig, symbol: string): string {
  if (symbol === VENOM) return 'VENOM'
  if (symbol === config.wrappedNative.symbol) return 'weth'
  return `token:${symbol}`
}

/** Contracts the deploy uses but does not create, by the ids the steps refer to them with. */
export function existingContracts(config: SuiteConfig): Record<string, string> {
  const existing: Record<string, string> = {}
  if (config.wrappedNative.address) existing.weth = config.wrappedNative.address
  for (const [symbol, token] of Object.entries(config.tokens)) {
    if (isExistingToken(token)) existing[tokenId(config, symbol)] = token.address
  }
  return existing
}

/** "A/B" into the two symbols. */
export function pairSymbols(pair: string): [string, string] {
  const [a, b] = pair.split('/')
  return [a, b]
}
