import { describe, expect, it } from 'vitest'

import { ChainId, CHAINS, isSupportedChain, servesLocalChain } from './chains'

describe('chains', () => {
  it('serves the local chain only in its own build and the dev server', () => {
    expect(servesLocalChain(ChainId.LOCAL, false)).toBe(true)
    expect(servesLocalChain(ChainId.FINDORA, true)).toBe(true)
    expect(servesLocalChain(ChainId.FINDORA, false)).toBe(false)
    expect(servesLocalChain(ChainId.FINDORA_ANVIL, false)).toBe(false)
  })

  it("knows Sepolia as Ethereum's test network and keeps Goerli, marked retired", () => {
    expect(isSupportedChain(ChainId.SEPOLIA)).toBe(true)
    expect(CHAINS[ChainId.SEPOLIA]).toMatchObject({ name: 'Sepolia', explorer: 'https://sepolia.etherscan.io' })
    expect(CHAINS[ChainId.GOERLI].retired).toBe(true)
    expect(CHAINS[ChainId.SEPOLIA].retired).toBeUndefined()
  })

  it('reads Ethereum from endpoints that answer without a key (not cloudflare-eth or Ankr)', () => {
    expect(CHAINS[ChainId.MAINNET].rpcUrls).toEqual(['https://ethereum-rpc.publicnode.com', 'https://eth.llamarpc.com'])
  })
})
