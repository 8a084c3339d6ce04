// Multicall read hooks bound to the active chain and its latest block: each call is listened to while mounted and
// read from the store, decoded with the contract's ABI.
import type { FunctionFragment, Interface } from '@ethersproject/abi'
import type { BaseContract } from '@ethersproject/contracts'
import { useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { useAppSelector } from '@/state/hooks'

import {
  INVALID_CALL_STATE,
  isValidMethodArgs,
  latestBlockFor,
  type OptionalMethodInputs,
  toCallState,
} from './callState'
import type { Call, CallState, ListenerOptionsWithGas } from './types'
import { useCallsData } from './useCallsData'

type Options = Partial<ListenerOptionsWithGas>
/** A method of the contract: checked against its TypeChain type (src/abis/types), any name for a plain Contract. */
export type MethodName<C extends BaseContract> = keyof C['functions'] & string
/** A function of the Interface: checked when it is a TypeChain `…Interface`, any name for a plain Interface. */
type FunctionName<I extends Interface> = Parameters<I['getFunction']>[0]

export type { CallState } from './types'
export { NEVER_RELOAD } from './types'

function useDecoded(
  calls: readonly (Call | undefined)[],
  contractInterface: Interface | undefined,
  fragment: FunctionFragment | undefined,
  options: Options | undefined,
): CallState[] {
  const chainId = useActiveChainId()
  const results = useCallsData(chainId, calls, options)
  const latestBlockNumber = useAppSelector((state) => latestBlockFor(results, state.application.blockNumber[chainId]))
  return useMemo(
    () => results.map((result) => toCallState(result, contractInterface, fragment, latestBlockNumber)),
    [results, contractInterface, fragment, latestBlockNumber],
  )
}

/** One method of one contract, called with each of `callInputs`. */
export function useSingleContractMultipleData<C extends BaseContract>(
  contract: C | null | undefined,
  methodName: MethodName<C>,
  callInputs: OptionalMethodInputs[],
  options?: Options,
): CallState[] {
  const gasRequired = options?.gasRequired
  const fragment = useMemo(() => contract?.interface.getFunction(methodName), [contract, methodName])
  const calls = useMemo(
    () =>
      contract && fragment
        ? callInputs.map((inputs): Call | undefined =>
            isValidMethodArgs(inputs)
              ? {
                  address: contract.address,
                  callData: contract.interface.encodeFunctionData(fragment, inputs),
                  gasRequired,
                }
              : undefined,
          )
        : [],
    [callInputs, contract, fragment, gasRequired],
  )
  return useDecoded(calls, contract?.interface, fragment, options)
}

/** One function (by Interface) of many contracts, called with the same inputs. */
export function useMultipleContractSingleData<I extends Interface>(
  addresses: (string | undefined)[],
  contractInterface: I,
  methodName: FunctionName<I>,
  callInputs?: OptionalMethodInputs,
  options?: Options,
): CallState[] {
  const gasRequired = options?.gasRequired
  const fragment = useMemo(() => contractInterface.getFunction(methodName), [contractInterface, methodName])
  const callData = useMemo(
    () => (isValidMethodArgs(callInputs) ? contractInterface.encodeFunctionData(fragment, callInputs) : undefined),
    [callInputs, contractInterface, fragment],
  )
  const calls = useMemo(
    () =>
      callData
        ? addresses.map((address): Call | undefined => (address ? { address, callData, gasRequired } : undefined))
        : [],
    [addresses, callData, gasRequired],
  )
  return useDecoded(calls, contractInterface, fragment, options)
}

/** A contract to call and its own inputs. */
export interface ContractCall {
  address: string
  inputs: OptionalMethodInputs
}

/** One function (by Interface) of many contracts, each with its own inputs: a token's balance at each exchange. */
export function useMultipleContractMultipleData<I extends Interface>(
  targets: readonly ContractCall[],
  contractInterface: I,
  methodName: FunctionName<I>,
  options?: Options,
): CallState[] {
  const gasRequired = options?.gasRequired
  const fragment = useMemo(() => contractInterface.getFunction(methodName), [contractInterface, methodName])
  const calls = useMemo(
    () =>
      targets.map(({ address, inputs }): Call | undefined =>
        isValidMethodArgs(inputs)
          ? { address, callData: contractInterface.encodeFunctionData(fragment, inputs), gasRequired }
          : undefined,
      ),
    [targets, contractInterface, fragment, gasRequired],
  )
  return useDecoded(calls, contractInterface, fragment, options)
}

export function useSingleCallResult<C extends BaseContract>(
  contract: C | null | undefined,
  methodName: MethodName<C>,
  inputs?: OptionalMethodInputs,
  options?: Options,
): CallState {
  const callInputs = useMemo(() => [inputs], [inputs])
  return useSingleContractMultipleData(contract, methodName, callInputs, options)[0] ?? INVALID_CALL_STATE
}
