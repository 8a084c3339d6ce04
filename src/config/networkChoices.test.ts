import { describe, expect, it } from 'vitest'

import { ChainId, CHAINS } from './chains'
import { networkChoices } from './networkChoices'
import { injectedSupportedChainIds } from './wallets'

describe('networkChoices', () => {
  it("offers the chains the build serves, in the build's order, without the retired Goerli", () => {
    expect(networkChoices(injectedSupportedChainIds(ChainId.LOCAL), CHAINS)).toEqual([
      ChainId.MAINNET,
      ChainId.SEPOLIA,
      ChainId.FINDORA,
      ChainId.FINDORA_ANVIL,
      ChainId.LOCAL,
    ])
    expect(networkChoices(injectedSupportedChainIds(ChainId.FINDORA), CHAINS)).toEqual([ChainId.FINDORA])
  })

  it('offers a retired chain when the build names a node for it', () => {
    const served = injectedSupportedChainIds(ChainId.SEPOLIA)
    expect(networkChoices(served, CHAINS, { [ChainId.GOERLI]: ['https://goerli.example'] })).toContain(ChainId.GOERLI)
    expect(networkChoices(served, CHAINS, { [ChainId.SEPOLIA]: ['https://x.example'] })).not.toContain(ChainId.GOERLI)
  })

  it('leaves out ids the chain table does not know', () => {
    expect(networkChoices([42, ChainId.FINDORA, 0], CHAINS)).toEqual([ChainId.FINDORA])
  })
})
