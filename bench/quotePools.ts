// The quote benchmark's pools: the 6 demo pools, and 200 pools among 60 tokens (the chain's routing bases from
// config plus 56 others, each pooled with some bases and with other tokens), loaded into the store as the
// multicall would have loaded them, so the app's own pair hooks read them.
import { type Dispatch } from '@reduxjs/toolkit'

import { PAIR_INTERFACE } from '@/abis/interfaces/pair'
import { BASES_TO_CHECK_TRADES_AGAINST } from '@/config/tokens'
import { type ChainId, JSBI, Pair, Token, TokenAmount } from '@/sdk'
import { updateBlockNumber } from '@/state/application/slice'
import { multicall } from '@/state/multicall/slice'

export const CHAIN_ID = 31337 as ChainId
const BLOCK = 1

// Deterministic pseudo-random (mulberry32): the same pools on every run.
export function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface PoolSet {
  tokens: Token[]
  pairs: Pair[]
}

/** `count` tokens: the routing bases first, then made-up ones with prices in dollars. */
export function poolSet(tokenCount: number, poolCount: number, seed = 1): PoolSet {
  const rand = random(seed)
  const bases = [...BASES_TO_CHECK_TRADES_AGAINST[CHAIN_ID]]
  const others = Array.from({ length: tokenCount - bases.length }, (_, i) => {
    const decimals = [18, 6, 8][i % 3]
    return new Token(CHAIN_ID, `0x${(0xb000 + i).toString(16).padStart(40, '0')}`, decimals, `TK${i}`, `Token ${i}`)
  })
  const tokens = [...bases, ...others]
  const price = new Map(tokens.map((token) => [token, 0.01 * 10 ** (rand() * 5)]))
  const keys = new Set<string>()
  const pairs: Pair[] = []
  const pool = (a: Token, b: Token) => {
    if (a.equals(b)) return
    const key = a.sortsBefore(b) ? `${a.address}${b.address}` : `${b.address}${a.address}`
    if (keys.has(key) || pairs.length >= poolCount) return
    keys.add(key)
    // $10k–$10M of liquidity a side, priced within ±3% of the tokens' prices: routes differ, some by > 50 bps.
    const dollars = 10 ** (4 + rand() * 3)
    const reserve = (token: Token) => {
      const units = (dollars / (price.get(token) ?? 1)) * (0.97 + rand() * 0.06)
      const raw = (BigInt(Math.floor(units * 1e6)) * 10n ** BigInt(token.decimals)) / 1_000_000n
      return new TokenAmount(token, JSBI.BigInt(raw.toString()))
    }
    pairs.push(new Pair(reserve(a), reserve(b)))
  }
  for (const a of bases) for (const b of bases) pool(a, b)
  // Every other token against 1..all bases (the first two against every base: the benchmark's hardest quote).
  others.forEach((token, i) => {
    for (const base of bases) if (i < 2 || rand() < 0.5) pool(token, base)
  })
  while (pairs.length < poolCount) {
    pool(tokens[Math.floor(rand() * tokens.length)], tokens[Math.floor(rand() * tokens.length)])
  }
  return { tokens, pairs }
}

/** The store holds every pool's reserves at block 1, and a failed read for every token pair without a pool. */
export function loadPools(dispatch: Dispatch, { tokens, pairs }: PoolSet): void {
  const callData = PAIR_INTERFACE.encodeFunctionData('getReserves')
  const results: Record<string, string> = {}
  for (const a of tokens)
    for (const b of tokens) if (!a.equals(b) && a.sortsBefore(b)) results[`${Pair.getAddress(a, b)}-${callData}`] = '0x'
  for (const pair of pairs) {
    const reserves = [pair.reserve0.raw.toString(), pair.reserve1.raw.toString(), 1]
    results[`${pair.liquidityToken.address}-${callData}`] = PAIR_INTERFACE.encodeFunctionResult('getReserves', reserves)
  }
  dispatch(updateBlockNumber({ chainId: CHAIN_ID, blockNumber: BLOCK }))
  dispatch(multicall.actions.updateMulticallResults({ chainId: CHAIN_ID, blockNumber: BLOCK, results }))
}
