// What a confirm dialog shows of the transaction it would send, read from the node in one tick so that one batch
// carries it: each candidate call's gas estimate and simulation, and the gas price. No React, no provider.
import { estimateNetworkFee } from './estimateNetworkFee'
import type { NodeRequest, RpcTransaction } from './rpcTransaction'
import { simulateCandidates, type Simulation } from './simulation'

export interface TransactionReading {
  /** gas × gas price of the first candidate that estimates; undefined when none does or the node failed. */
  fee: bigint | undefined
  /** The simulation, or why there is none: not asked (`simulate` false), or the node's error. */
  simulation: { status: 'done'; simulation: Simulation } | { status: 'failed'; error: unknown } | { status: 'skipped' }
}

export interface ReadTransactionOptions {
  /** False for a node known to have no eth_simulateV1. */
  simulate: boolean
  /** The deployment's wrapped native token (its Deposit and Withdrawal move balances). */
  wrappedNative?: string
}

/** `block`: the latest block the app has seen, which the simulation builds on. Never rejects. */
export async function readTransaction(
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
  block: number,
  { simulate, wrappedNative }: ReadTransactionOptions,
): Promise<TransactionReading> {
  const [fee, simulation] = await Promise.all([
    estimateNetworkFee(request, transactions).then(
      ({ fee }) => fee,
      // The flow says why when the user confirms; a stale or guessed fee would mislead.
      (error: unknown) => {
        console.debug('Network fee not estimated', error)
        return undefined
      },
    ),
    simulate
      ? simulateCandidates(request, transactions, block, wrappedNative).then(
          (simulation) => ({ status: 'done' as const, simulation }),
          (error: unknown) => {
            console.debug('Transaction not simulated', error)
            return { status: 'failed' as const, error }
          },
        )
      : { status: 'skipped' as const },
  ])
  return { fee, simulation }
}
