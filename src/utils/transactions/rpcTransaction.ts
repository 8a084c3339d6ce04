// A write as the node's JSON-RPC takes it for an estimate or a simulation: plain hex fields, from the account.
import type { TransactionRequest } from '@ethersproject/abstract-provider'
import { hexlify, hexValue } from '@ethersproject/bytes'

/** One JSON-RPC request to the app's read node (the read provider's batching client). */
export type NodeRequest = (method: string, params: unknown[]) => Promise<unknown>

export interface RpcTransaction {
  from: string
  to: string
  data: string
  /** Hex wei. */
  value: string
}

/** A populated call as the account would send it. */
export function rpcTransaction(from: string, request: TransactionRequest): RpcTransaction {
  return { from, to: request.to ?? '', data: hexlify(request.data ?? '0x'), value: hexValue(request.value ?? 0) }
}
