// VENOM's USD price from pair reserves: VENOM→WFRA, times WFRA's USD price (the price endpoint, else WFRA→BUSD).
import { type Fraction, governanceTokenUsdPrice, reservePrice } from './math'

export interface PairReserves {
  token0: string
  reserve0: bigint
  reserve1: bigint
}

/** The reserves of `token` and of the other token of a pair, by token0 order. */
export function reservesFor(pair: PairReserves, token: string): { mine: bigint; other: bigint } {
  return pair.token0.toLowerCase() === token.toLowerCase()
    ? { mine: pair.reserve0, other: pair.reserve1 }
    : { mine: pair.reserve1, other: pair.reserve0 }
}

/** token0 of a pair of two tokens: the lower address, as in UniswapV2Factory. */
export function token0Of(a: string, b: string): string {
  return a.toLowerCase() < b.toLowerCase() ? a : b
}

export function venomUsdPrice(input: {
  venom: { address: string; decimals: number }
  native: { address: string; decimals: number }
  stable: { address: string; decimals: number }
  venomNativePair?: PairReserves
  nativeStablePair?: PairReserves
  /** From the price endpoint; preferred over the stable pair when present. */
  nativeUsd?: Fraction
}): Fraction | undefined {
  const { venom, native, stable, venomNativePair, nativeStablePair } = input
  if (!venomNativePair) return undefined
  const venomSide = reservesFor(venomNativePair, venom.address)
  const tokenPerNative = reservePrice(venomSide.mine, venom.decimals, venomSide.other, native.decimals)
  let nativeUsd = input.nativeUsd
  if (!nativeUsd && nativeStablePair) {
    const nativeSide = reservesFor(nativeStablePair, native.address)
    nativeUsd = reservePrice(nativeSide.mine, native.decimals, nativeSide.other, stable.decimals)
  }
  return governanceTokenUsdPrice({ tokenPerNative, nativeUsd })
}
