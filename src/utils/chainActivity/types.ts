// The shapes of the account's chain history: a transaction as read, the app's own contracts, and what it was for
// the account (its kind and net amounts).
import type { RawLog } from '@/utils/logs/types'

/** What a transaction is, as its logs tell; the activity page words each. */
export type ActivityKind =
  | 'swap'
  | 'addLiquidity'
  | 'removeLiquidity'
  | 'migrate'
  | 'stake'
  | 'unstake'
  | 'claim'
  | 'vote'
  | 'delegate'
  | 'approve'
  | 'wrap'
  | 'unwrap'
  | 'send'
  | 'receive'
  | 'contract'

/** The native coin, where a token's address would be. */
export const NATIVE = 'native'

/** A transaction as the chain records it, with its block's time: what the history reads for each. */
export interface ChainTransaction {
  hash: string
  from: string
  to: string | null
  /** The native coin sent with it, in wei (a decimal string: kept as JSON). */
  value: string
  /** 1 success, 0 reverted. */
  status: number
  blockNumber: number
  /** Seconds since the epoch. */
  timestamp: number
  logs: RawLog[]
}

/** The app's own contracts on the chain (lowercase), the only ones trusted to say what an action was. */
export interface KnownContracts {
  weth: string
  masterBreeder?: string
  singlePools: readonly string[]
  governor?: string
  governanceToken?: string
  merkleDistributor?: string
  migrator?: string
}

/** An asset's net change for the account: positive received, negative paid. */
export interface NetAmount {
  /** A token's lowercase address, or NATIVE. */
  asset: string
  amount: bigint
  /** A pool token (V2 pair or V1 exchange). */
  isPoolToken: boolean
}

export interface ChainActivity {
  hash: string
  blockNumber: number
  timestamp: number
  status: 'success' | 'failed'
  kind: ActivityKind
  /** Whether the account sent it (else it only received). */
  sentByAccount: boolean
  /** Sent by the account: the addresses it paid or named (lowercase, never the account); else none. */
  sentTo: string[]
  amounts: NetAmount[]
  /** A vote's proposal and side. */
  proposalId?: string
  support?: boolean
  /** A delegation's new delegate. */
  delegatee?: string
  /** An approval's token and spender. */
  approvedToken?: string
  spender?: string
}
