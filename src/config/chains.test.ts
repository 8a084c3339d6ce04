import { describe, expect, it } from 'vitest'

import { parseChainOverrides } from './chainOverrides'
import {
  CHAIN_TABLE,
  ChainId,
  CHAINS,
  chainsOf,
  DEFAULT_BLOCK_POLLING_MS,
  isSupportedChain,
  servesLocalChain,
} from './chains'

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

  it("takes a chain's RPC URLs, block polling and block time from the build's overrides, the others as built", () => {
    const overrides = parseChainOverrides({
      VITE_RPC_URL_2153: 'http://127.0.0.1:8545',
      VITE_BLOCK_POLLING_MS_2153: '2000',
      VITE_BLOCK_TIME_MS_2153: '1500',
      VITE_BLOCK_POLLING_MS_1666600000: '1000',
    })
    const chains = chainsOf(CHAIN_TABLE, overrides)
    expect(chains[ChainId.FINDORA_ANVIL]).toMatchObject({
      rpcUrls: ['http://127.0.0.1:8545'],
      blockPollingMs: 2000,
      blockTime: 1.5,
    })
    expect(chains[ChainId.HARMONY].blockPollingMs).toBe(1000)
    expect(chains[ChainId.FINDORA]).toMatchObject({ blockPollingMs: DEFAULT_BLOCK_POLLING_MS, blockTime: 16 })
    expect(chains[ChainId.FINDORA].rpcUrls).toEqual(CHAIN_TABLE[ChainId.FINDORA].rpcUrls)
  })
})
