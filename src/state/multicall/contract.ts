// The UniswapInterfaceMulticall contract of a chain over its read provider, or undefined without a deployment.
import { Contract } from '@ethersproject/contracts'

import { getDeployment } from '@/config/deployments'
import { getReadProvider } from '@/connection/readProvider'

import { MULTICALL_ABI } from './abi'
import type { MulticallContract } from './fetchChunk'

const contracts = new Map<number, MulticallContract>()

export function getMulticallContract(chainId: number): MulticallContract | undefined {
  const address = getDeployment(chainId)?.multicall
  if (!address) return undefined
  let contract = contracts.get(chainId)
  if (!contract) {
    contract = new Contract(address, MULTICALL_ABI, getReadProvider(chainId)) as unknown as MulticallContract
    contracts.set(chainId, contract)
  }
  return contract
}
