// Multicall read hooks bound to the active chain and its latest block.
import type { Interface } from '@ethersproject/abi'
import type { BaseContract, Contract } from '@ethersproject/contracts'
import type { CallState, ListenerOptionsWithGas } from '@uniswap/redux-multicall'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber } from '@/state/application/hooks'

import { multicall } from './instance'

type Hooks = typeof multicall.hooks
type SingleCallInputs = Parameters<Hooks['useSingleCallResult']>[4]
type MultipleDataInputs = Parameters<Hooks['useSingleContractMultipleData']>[4]
type Options = Partial<ListenerOptionsWithGas>
/** A method of the contract: checked against its TypeChain type (src/abis/types), any name for a plain Contract. */
export type MethodName<C extends BaseContract> = keyof C['functions'] & string
/** A function of the Interface: checked when it is a TypeChain `…Interface`, any name for a plain Interface. */
type FunctionName<I extends Interface> = Parameters<I['getFunction']>[0]

export type { CallState } from '@uniswap/redux-multicall'
export { NEVER_RELOAD } from '@uniswap/redux-multicall'

export function useSingleCallResult<C extends BaseContract>(
  contract: C | null | undefined,
  methodName: MethodName<C>,
  inputs?: SingleCallInputs,
  options?: Options,
): CallState {
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  return multicall.hooks.useSingleCallResult(chainId, blockNumber, asContract(contract), methodName, inputs, options)
}

export function useSingleContractMultipleData<C extends BaseContract>(
  contract: C | null | undefined,
  methodName: MethodName<C>,
  callInputs: MultipleDataInputs,
  options?: Options,
): CallState[] {
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  return multicall.hooks.useSingleContractMultipleData(
    chainId,
    blockNumber,
    asContract(contract),
    methodName,
    callInputs,
    options,
  )
}

export function useMultipleContractSingleData<I extends Interface>(
  addresses: (string | undefined)[],
  contractInterface: I,
  methodName: FunctionName<I>,
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

/** redux-multicall reads only the address and the Interface, which every typed contract has. */
function asContract(contract: BaseContract | null | undefined): Contract | null | undefined {
  return contract as Contract | null | undefined
}
