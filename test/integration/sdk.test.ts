/// <reference types="vite/client" />
// The @/sdk adapter's pair addresses (per-chain factory + init-code hash) equal the factory's getPair on a freshly
// deployed local chain, and a pair created now lands where the adapter said it would.
import { Contract } from '@ethersproject/contracts'
import { beforeAll, describe, expect, it } from 'vitest'

import FACTORY_ABI from '@/abis/UniswapV2Factory.json'
import local from '@/config/deployments/local.json'
import { type ChainId, Pair, Token, WETH } from '@/sdk'

import { deployAndSeed, type SeedResult } from '../../scripts/lib/seed'
import { useNode } from './support/node'

const node = useNode()
let seeded: SeedResult
let factory: Contract

const ZERO = '0x0000000000000000000000000000000000000000'
const token = (address: string) => new Token(31337 as ChainId, address, 18)

beforeAll(async () => {
  seeded = await deployAndSeed(node.url)
  factory = new Contract(seeded.deployment.factory, FACTORY_ABI, node.signer(0))
})

function addressesBySymbol(): Record<string, string> {
  return { ...seeded.deployment.tokens, WFRA: seeded.deployment.weth }
}

describe('SDK adapter on the local chain', () => {
  it('was registered with the deployment the node now runs', () => {
    expect(seeded.deployment.factory).toBe(local.factory)
    expect(seeded.deployment.initCodeHash).toBe(local.initCodeHash)
    expect((WETH as Record<number, Token>)[31337].address).toBe(seeded.deployment.weth)
  })

  it("computes every deployed pair's address as factory.getPair does", async () => {
    const symbols = addressesBySymbol()
    const entries = Object.entries(seeded.deployment.pairs)
    expect(entries.length).toBeGreaterThanOrEqual(6)
    for (const [name, address] of entries) {
      const [a, b] = name.split('/').map((symbol) => symbols[symbol])
      const onChain: string = await factory.getPair(a, b)
      expect(onChain).toBe(address)
      expect(Pair.getAddress(token(a), token(b))).toBe(onChain)
      expect(Pair.getAddress(token(b), token(a))).toBe(onChain)
    }
  })

  it('gives the CREATE2 address the factory uses for pairs that do not exist yet', async () => {
    const symbols = addressesBySymbol()
    const missing = [
      ['BUSD', 'WBTC'],
      ['USDC', 'VENOM'],
      ['FOT', 'BUSD'],
      ['USDC', 'WFRA'],
    ]
    for (const [x, y] of missing) {
      const [a, b] = [symbols[x], symbols[y]]
      expect(await factory.getPair(a, b)).toBe(ZERO)
      const predicted = Pair.getAddress(token(a), token(b))
      await (await factory.createPair(a, b)).wait()
      expect(await factory.getPair(a, b)).toBe(predicted)
      expect(await factory.getPair(b, a)).toBe(predicted)
      expect(await node.provider.getCode(predicted)).not.toBe('0x')
    }
  })
})
