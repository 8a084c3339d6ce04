// Reads an ENS name's contenthash on Ethereum: the registry gives the resolver, the resolver the contenthash.
import { Interface } from '@ethersproject/abi'
import { namehash } from '@ethersproject/hash'

import { ENS_REGISTRY_ADDRESS } from '@/config/lists'

/** The one provider method needed; an ethers Provider fits. */
export interface CallProvider {
  call(transaction: { to: string; data: string }): Promise<string>
}

const REGISTRY = new Interface(['function resolver(bytes32 node) view returns (address)'])
const RESOLVER = new Interface(['function contenthash(bytes32 node) view returns (bytes)'])
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The contenthash as hex ('0x' when none is set); throws when the name has no resolver. */
export async function resolveENSContentHash(ensName: string, provider: CallProvider): Promise<string> {
  const node = namehash(ensName)
  const registryResult = await provider.call({
    to: ENS_REGISTRY_ADDRESS,
    data: REGISTRY.encodeFunctionData('resolver', [node]),
  })
  const [resolver] = REGISTRY.decodeFunctionResult('resolver', registryResult) as unknown as [string]
  if (resolver === ZERO_ADDRESS) throw new Error(`No resolver for ${ensName}`)
  const result = await provider.call({ to: resolver, data: RESOLVER.encodeFunctionData('contenthash', [node]) })
  const [contenthash] = RESOLVER.decodeFunctionResult('contenthash', result) as unknown as [string]
  return contenthash
}
