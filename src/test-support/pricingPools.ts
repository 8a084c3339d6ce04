// Test pools of the demo chain for the pricing engine's tests: FRA = 2 BUSD, VENOM = 0.5 BUSD, USDC = 1 BUSD.
import { rational } from '@/utils/pricing/rational'
import { reservesLookup } from '@/utils/pricing/reserves'
import type { PricingContext } from '@/utils/pricing/usdPrice'

export const E18 = 10n ** 18n
export const BUSD = { address: '0xB000000000000000000000000000000000000000', decimals: 18 }
export const WFRA = { address: '0xA000000000000000000000000000000000000000', decimals: 18 }
export const VENOM = { address: '0xC000000000000000000000000000000000000000', decimals: 18 }
export const USDC = { address: '0xD000000000000000000000000000000000000000', decimals: 6 }
export const LONELY = { address: '0xE000000000000000000000000000000000000000', decimals: 18 }

/** [token, its reserve, other token, its reserve]. */
export type Pool = [string, bigint, string, bigint]

// VENOM/WFRA at 4 VENOM a FRA.
export const POOLS: Pool[] = [
  [WFRA.address, 50_000n * E18, BUSD.address, 100_000n * E18],
  [VENOM.address, 200_000n * E18, BUSD.address, 100_000n * E18],
  [USDC.address, 100_000n * 10n ** 6n, BUSD.address, 100_000n * E18],
]

export function context(pools: Pool[] = POOLS, nativeUsd?: number): PricingContext {
  return {
    stable: BUSD,
    native: WFRA,
    nativeUsd: nativeUsd === undefined ? undefined : rational(BigInt(nativeUsd)),
    reserves: reservesLookup(
      pools.map(([token0, reserve0, token1, reserve1]) => ({ token0, token1, reserve0, reserve1 })),
    ),
  }
}
