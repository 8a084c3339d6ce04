// Per-chain tokens for routing (bases every trade is tried through), the dialog's common bases and the stable token,
// all derived from the chain's deployment so a new `<chainId>.json` brings its own.
import { type ChainId as SdkChainId, Token, WETH } from '@/sdk'

import { ChainId, CHAINS } from './chains'
import { type Deployment, getDeployment } from './deployments'

/** Decimals of the deployment's tokens (the deployment file holds addresses only). */
const KNOWN_DECIMALS: Readonly<Record<string, number>> = { USDC: 6, WBTC: 8 }

/** Symbols used as routing bases, in order, when the deployment has them. */
const ROUTING_SYMBOLS = ['BUSD', 'USDC', 'VENOM'] as const
/** Symbols shown as the dialog's common bases (beside the native coin). */
const COMMON_SYMBOLS = ['BUSD', 'USDC', 'VENOM', 'WBTC'] as const

/** The stable token's symbol per chain: BUSD, or BUSD.b on Findora (spec §9). */
export function stableSymbolOf(chainId: number): string {
  return chainId === ChainId.FINDORA ? 'BUSD.b' : 'BUSD'
}

function deploymentToken(chainId: number, deployment: Deployment, symbol: string): Token | undefined {
  const address = (deployment.tokens as Record<string, string | undefined>)[symbol]
  if (!address) return undefined
  const shown = symbol === 'BUSD' ? stableSymbolOf(chainId) : symbol
  return new Token(chainId as SdkChainId, address, KNOWN_DECIMALS[symbol] ?? 18, shown, shown)
}

function tokensOf(chainId: number, symbols: readonly string[]): Token[] {
  const deployment = getDeployment(chainId)
  if (!deployment) return []
  const weth = (WETH as Record<number, Token | undefined>)[chainId]
  const tokens = symbols.flatMap((symbol) => deploymentToken(chainId, deployment, symbol) ?? [])
  return weth ? [weth, ...tokens] : tokens
}

type TokensByChain = Readonly<Record<number, readonly Token[]>>

function byChain(symbols: readonly string[]): TokensByChain {
  const table: Record<number, readonly Token[]> = {}
  for (const chain of Object.values(CHAINS)) {
    const tokens = tokensOf(chain.id, symbols)
    if (tokens.length > 0) table[chain.id] = tokens
  }
  return table
}

/** Every trade is also tried through these (wrapped native first). */
export const BASES_TO_CHECK_TRADES_AGAINST: TokensByChain = byChain(ROUTING_SYMBOLS)

/** Shown as quick picks in the currency dialog (the native coin is added by the dialog). */
export const COMMON_BASES: TokensByChain = byChain(COMMON_SYMBOLS)

/** The chain's stable token (BUSD / BUSD.b), or undefined when the deployment has none. */
export function stableTokenOf(chainId: number): Token | undefined {
  const deployment = getDeployment(chainId)
  return deployment ? deploymentToken(chainId, deployment, 'BUSD') : undefined
}
