// Teaches @uniswap/sdk 3.0.3 about every chain with a deployment: per-chain pair addresses (factory + init-code
// hash, cached by chain and tokens) and the wrapped native token. Only this folder may touch the SDK's globals.
import { getCreate2Address } from '@ethersproject/address'
import { concat } from '@ethersproject/bytes'
import { keccak256 } from '@ethersproject/keccak256'
import { type ChainId as SdkChainId, Pair, Token, WETH } from '@uniswap/sdk'

import { CHAINS } from '@/config/chains'
import { getDeployment } from '@/config/deployments'

import { nativeCurrencyOf } from './native'

export interface PairConfig {
  factory: string
  initCodeHash: string
}

const pairConfigs = new Map<number, PairConfig>()
// Keyed by chain and both (sorted) token addresses: the SDK's own cache ignores the chain.
const pairAddressCache = new Map<string, string>()
const sdkGetAddress = Pair.getAddress.bind(Pair)

/** CREATE2 address of the pair of two token addresses under a factory (the order of the tokens does not matter). */
export function computePairAddress(factory: string, initCodeHash: string, tokenA: string, tokenB: string): string {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return getCreate2Address(factory, keccak256(concat([token0, token1])), initCodeHash)
}

function pairAddress(tokenA: Token, tokenB: Token): string {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA] // also checks the chain
  const config = pairConfigs.get(token0.chainId)
  // A chain without a deployment keeps the SDK's behaviour; the hooks never compute pairs there.
  if (!config) return sdkGetAddress(tokenA, tokenB)
  const key = `${token0.chainId}:${token0.address}:${token1.address}`
  let address = pairAddressCache.get(key)
  if (address === undefined) {
    address = computePairAddress(config.factory, config.initCodeHash, token0.address, token1.address)
    pairAddressCache.set(key, address)
  }
  return address
}

/** The wrapped native token of a chain ('W' + native symbol), as the SDK routes the native coin through it. */
export function wrappedNativeToken(chainId: number, address: string): Token {
  const native = nativeCurrencyOf(chainId)
  return new Token(chainId as SdkChainId, address, 18, `W${native.symbol}`, `Wrapped ${native.name}`)
}

/** Registers one chain (also used by tests for a freshly deployed factory). */
export function registerChain(chainId: number, config: PairConfig & { weth: string }): void {
  pairConfigs.set(chainId, { factory: config.factory, initCodeHash: config.initCodeHash })
  for (const key of pairAddressCache.keys()) if (key.startsWith(`${chainId}:`)) pairAddressCache.delete(key)
  ;(WETH as Record<number, Token>)[chainId] = wrappedNativeToken(chainId, config.weth)
}

let registered = false

/** Registers every chain the app knows that has a deployment; idempotent. */
export function registerDeployedChains(): void {
  if (registered) return
  registered = true
  Pair.getAddress = pairAddress
  for (const chain of Object.values(CHAINS)) {
    const deployment = getDeployment(chain.id)
    if (deployment) registerChain(chain.id, deployment)
  }
}

export function isChainRegistered(chainId: number | undefined): boolean {
  return chainId !== undefined && pairConfigs.has(chainId)
}
