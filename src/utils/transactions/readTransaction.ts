// What a confirm dialog shows of the transaction it would send, read from the node in one tick so that one batch
// carries it: each candidate call's gas estimate and simulation, and the gas price. The simulation is eth_simulateV1's
// where the node has it, else eth_call's with the account's code overridden (./accountChanges); a node that has
// neither says so. No React, no provider.
import { estimateNetworkFee } from './estimateNetworkFee'
import type { NodeRequest, RpcTransaction } from './rpcTransaction'
import { METHOD_NOT_FOUND, simulateCandidates, type Simulation } from './simulation'
import { walletErrorCode } from './walletError'

/** The ways to simulate, best first. */
export const SIMULATION_METHODS = ['eth_simulateV1', 'eth_call'] as const
export type SimulationMethod = (typeof SIMULATION_METHODS)[number]

/** A node's "no such method" or, for eth_call, "no such parameters" (no state overrides): it will never simulate so. */
const INVALID_PARAMS = -32602
function isMissing(method: SimulationMethod, error: unknown): boolean {
  const code = walletErrorCode(error)
  return code === METHOD_NOT_FOUND || (method === 'eth_call' && code === INVALID_PARAMS)
}

export interface TransactionReading {
  /** gas × gas price of the first candidate that estimates; undefined when none does or the node failed. */
  fee: bigint | undefined
  /** The simulation, or why there is none: no method left to try, or the node's error. */
  simulation: { status: 'done'; simulation: Simulation } | { status: 'failed'; error: unknown } | { status: 'skipped' }
  /** The methods this node said it does not have (not to be asked again). */
  missing: SimulationMethod[]
}

export interface ReadTransactionOptions {
  /** The methods to try in order (those the node is not known to lack). */
  methods: readonly SimulationMethod[]
  /** The deployment's wrapped native token (its Deposit and Withdrawal move balances). */
  wrappedNative?: string
  /** Tokens eth_call watches beyond the calldata's addresses (the lists', the dialog's own). */
  tokens: readonly string[]
}

function simulateBy(
  method: SimulationMethod,
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
  block: number,
  { wrappedNative, tokens }: ReadTransactionOptions,
): Promise<Simulation> {
  if (method === 'eth_simulateV1') return simulateCandidates(request, transactions, block, wrappedNative)
  const watched = wrappedNative ? [wrappedNative, ...tokens] : tokens
  return import('./accountChanges').then(({ recordCandidates }) =>
    recordCandidates(request, transactions, block, watched),
  )
}

async function simulate(
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
  block: number,
  options: ReadTransactionOptions,
): Promise<Pick<TransactionReading, 'simulation' | 'missing'>> {
  const missing: SimulationMethod[] = []
  let lastError: unknown
  for (const method of options.methods) {
    try {
      const simulation = await simulateBy(method, request, transactions, block, options)
      return { simulation: { status: 'done', simulation }, missing }
    } catch (error) {
      console.debug(`Transaction not simulated by ${method}`, error)
      if (!isMissing(method, error)) return { simulation: { status: 'failed', error }, missing }
      missing.push(method)
      lastError = error
    }
  }
  return { simulation: missing.length ? { status: 'failed', error: lastError } : { status: 'skipped' }, missing }
}

/** `block`: the latest block the app has seen, which the simulation builds on. Never rejects. */
export async function readTransaction(
  request: NodeRequest,
  transactions: readonly RpcTransaction[],
  block: number,
  options: ReadTransactionOptions,
): Promise<TransactionReading> {
  const [fee, simulated] = await Promise.all([
    estimateNetworkFee(request, transactions).then(
      ({ fee }) => fee,
      // The flow says why when the user confirms; a stale or guessed fee would mislead.
      (error: unknown) => {
        console.debug('Network fee not estimated', error)
        return undefined
      },
    ),
    simulate(request, transactions, block, options),
  ])
  return { fee, ...simulated }
}
