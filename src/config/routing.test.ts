import { describe, expect, it } from 'vitest'

import { ChainId } from './chains'
import { isRouteAvailable } from './routing'

describe('isRouteAvailable', () => {
  it('routes rows marked all on every chain, even an unknown one', () => {
    for (const chainId of [...Object.values(ChainId).filter((v) => typeof v === 'number'), 56, undefined])
      expect(isRouteAvailable('all', chainId as number | undefined)).toBe(true)
  })

  it('routes single and category staking only on Harmony and the local chain', () => {
    expect(isRouteAvailable('staking', ChainId.HARMONY)).toBe(true)
    expect(isRouteAvailable('staking', ChainId.LOCAL)).toBe(true)
    for (const chainId of [ChainId.MAINNET, ChainId.GOERLI, ChainId.FINDORA, ChainId.FINDORA_ANVIL, 56, undefined])
      expect(isRouteAvailable('staking', chainId)).toBe(false)
  })

  it('routes voting only on Ethereum and the local chain', () => {
    expect(isRouteAvailable('governance', ChainId.MAINNET)).toBe(true)
    expect(isRouteAvailable('governance', ChainId.LOCAL)).toBe(true)
    for (const chainId of [ChainId.GOERLI, ChainId.FINDORA, ChainId.FINDORA_ANVIL, ChainId.HARMONY, 56, undefined])
      expect(isRouteAvailable('governance', chainId)).toBe(false)
  })
})
