// Multicall read hooks bound to the active chain and its latest block.
import type { Interface } from '@ethersproject/abi'
import type { Contract } from '@ethersproject/contracts'
import type { CallState, ListenerOptionsWithGas } from '@uniswap/redux-multicall'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber } from '@/state/application/hooks'

import { multicall } from './instance'

type Hooks = typeof multicall.hooks
type SingleCallInputs = Parameters<Hooks['useSingleCallResult']>[4]
type MultipleDataInputs = Parameters<Hooks['useSingleContractMultipleData']>[4]
type Options = Partial<ListenerOptionsWithGas>

export { type CallStatus, callStatus } from './callStatus'
export type { CallState } from '@uniswap/redux-multicall'
export { NEVER_RELOAD } from '@uniswap/redux-multicall'

export function useSingleCallResult(
  contract: Contract | null | undefined,
  methodName: string,
  inputs?: SingleCallInputs,
  options?: Options,
): CallState {
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  return multicall.hooks.useSingleCallResult(chainId, blockNumber, contract, methodName, inputs, options)
}

export function useSingleContractMultipleData(
  contract: Contract | null | undefined,
  methodName: string,
  callInputs: MultipleDataInputs,
  options?: Options,
): CallState[] {
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  return multicall.hooks.useSingleContractMultipleData(chainId, blockNumber, contract, methodName, callInputs, options)
}

export function useMultipleContractSingleData(
  addresses: (string | undefined)[],
  contractInterface: Interface,
  methodName: string,
  callInputs?: SingleCallInputs,
  options?: Options,
): CallState[] {
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  return multicall.hooks.useMultipleContractSingleData(
    chainId,
    blockNumber,
    addresses,
    contractInterface,
    methodName,
    callInputs,
    options,
  )
}
