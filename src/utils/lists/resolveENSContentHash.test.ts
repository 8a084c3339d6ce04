import { Interface } from '@ethersproject/abi'
import { namehash } from '@ethersproject/hash'
import { describe, expect, it } from 'vitest'

import { ENS_REGISTRY_ADDRESS } from '@/config/lists'

import { type CallProvider, resolveENSContentHash } from './resolveENSContentHash'

const registry = new Interface(['function resolver(bytes32 node) view returns (address)'])
const resolverAbi = new Interface(['function contenthash(bytes32 node) view returns (bytes)'])
const RESOLVER = '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41'
const CONTENTHASH = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'

function fakeProvider(resolver: string, calls: { to: string; data: string }[] = []): CallProvider {
  return {
    async call(transaction) {
      calls.push(transaction)
      if (transaction.to === ENS_REGISTRY_ADDRESS) return registry.encodeFunctionResult('resolver', [resolver])
      if (transaction.to === resolver) return resolverAbi.encodeFunctionResult('contenthash', [CONTENTHASH])
      throw new Error('unexpected call')
    },
  }
}

describe('resolveENSContentHash', () => {
  it('asks the registry for the resolver, then the resolver for the contenthash of the namehash', async () => {
    const calls: { to: string; data: string }[] = []
    await expect(resolveENSContentHash('tokens.uniswap.eth', fakeProvider(RESOLVER, calls))).resolves.toBe(CONTENTHASH)
    const node = namehash('tokens.uniswap.eth')
    expect(calls).toEqual([
      { to: ENS_REGISTRY_ADDRESS, data: registry.encodeFunctionData('resolver', [node]) },
      { to: RESOLVER, data: resolverAbi.encodeFunctionData('contenthash', [node]) },
    ])
  })

  it('fails when the name has no resolver', async () => {
    await expect(
      resolveENSContentHash('nothing.eth', fakeProvider('0x0000000000000000000000000000000000000000')),
    ).rejects.toThrow('No resolver for nothing.eth')
  })
})
