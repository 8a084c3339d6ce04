// A transaction of the chain's history as the account lived it: what it paid and received (tokens, pool tokens and
// the native coin) and what kind of action it was, told from the transaction's own logs. Only the logs of the
// contracts the app deployed (given in `contracts`) make a stake, a claim, a vote or a delegation: any contract can
// emit any event, and a stranger's Transfer to the account is shown as what it is, tokens received.
import type { RawLog } from '@/utils/logs/types'

import { dataWord, topicAddress, TOPICS } from './events'

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

const POOL_EVENTS = new Set<string>([TOPICS.mint, TOPICS.burn, TOPICS.v1AddLiquidity, TOPICS.v1RemoveLiquidity])

const lower = (address: string | null | undefined) => (address ?? '').toLowerCase()

/** The account's net change of each asset in the transaction, and the pool tokens among them. */
export function netAmounts(tx: ChainTransaction, account: string, contracts: KnownContracts): NetAmount[] {
  const owner = lower(account)
  const sent = lower(tx.from) === owner
  const totals = new Map<string, bigint>()
  const add = (asset: string, amount: bigint) => totals.set(asset, (totals.get(asset) ?? 0n) + amount)
  const poolTokens = new Set<string>()
  const weth = lower(contracts.weth)
  // WETH wrapped for the account by another contract (the router) from the value it was sent.
  let wrappedForAccount = 0n
  for (const log of tx.logs) {
    const [topic, first, second] = log.topics
    const emitter = lower(log.address)
    if (POOL_EVENTS.has(topic)) poolTokens.add(emitter)
    // ERC-20 transfers only: an ERC-721 Transfer has its token id as a third indexed argument.
    if (topic === TOPICS.transfer && log.topics.length === 3) {
      const value = dataWord(log.data, 0)
      if (topicAddress(first) === owner) add(emitter, -value)
      if (topicAddress(second) === owner) add(emitter, value)
    }
    if (emitter !== weth) continue
    // WETH9 wraps and unwraps without a Transfer: the account's own are counted here.
    if (topic === TOPICS.deposit) {
      if (topicAddress(first) === owner) add(weth, dataWord(log.data, 0))
      else wrappedForAccount += dataWord(log.data, 0)
    }
    if (topic === TOPICS.withdrawal) {
      const value = dataWord(log.data, 0)
      if (topicAddress(first) === owner) add(weth, -value)
      // The router unwraps for the account that sent the transaction and pays it the coin.
      if (sent) add(NATIVE, value)
    }
  }
  const value = sent ? BigInt(tx.value) : 0n
  // The router refunds what it did not wrap of the value (addLiquidityETH, swapETHForExactTokens): the account paid
  // what was wrapped. Without a wrap (the account's own, a V1 exchange), it paid the whole value.
  if (value > 0n) add(NATIVE, -(wrappedForAccount > 0n && wrappedForAccount < value ? wrappedForAccount : value))
  return [...totals]
    .filter(([, amount]) => amount !== 0n)
    .map(([asset, amount]) => ({ asset, amount, isPoolToken: poolTokens.has(asset) }))
}

/** The first log of the transaction from `contract` with `topic` whose first indexed argument is the account. */
function accountLog(
  tx: ChainTransaction,
  contracts: readonly (string | undefined)[],
  topics: readonly string[],
  owner: string,
) {
  const from = new Set(contracts.filter(Boolean).map(lower))
  return tx.logs.find(
    (log) => from.has(lower(log.address)) && topics.includes(log.topics[0]) && topicAddress(log.topics[1]) === owner,
  )
}

/** What the transaction was for the account, from its logs and net amounts. */
export function classify(tx: ChainTransaction, account: string, contracts: KnownContracts): ChainActivity {
  const owner = lower(account)
  const amounts = netAmounts(tx, account, contracts)
  const base = {
    hash: tx.hash,
    blockNumber: tx.blockNumber,
    timestamp: tx.timestamp,
    status: tx.status === 0 ? ('failed' as const) : ('success' as const),
    sentByAccount: lower(tx.from) === owner,
    amounts,
  }
  const vote = tx.logs.find(
    (log) =>
      lower(log.address) === lower(contracts.governor) &&
      log.topics[0] === TOPICS.voteCast &&
      topicAddress(log.data.slice(0, 66)) === owner,
  )
  if (vote)
    return {
      ...base,
      kind: 'vote',
      proposalId: dataWord(vote.data, 1).toString(),
      support: dataWord(vote.data, 2) !== 0n,
    }

  const delegation = accountLog(tx, [contracts.governanceToken], [TOPICS.delegateChanged], owner)
  if (delegation) return { ...base, kind: 'delegate', delegatee: topicAddress(delegation.topics[3]) }

  const pools = [contracts.masterBreeder, ...contracts.singlePools]
  const staked = accountLog(tx, pools, [TOPICS.farmDeposit, TOPICS.deposit], owner)
  const unstaked = accountLog(tx, pools, [TOPICS.farmWithdraw, TOPICS.withdraw, TOPICS.farmEmergencyWithdraw], owner)
  // MasterBreeder's amount is its data's first word, as is a single pool's; an amount of 0 only harvests.
  if (staked && dataWord(staked.data, 0) > 0n) return { ...base, kind: 'stake' }
  if (unstaked && dataWord(unstaked.data, 0) > 0n) return { ...base, kind: 'unstake' }
  if (staked || unstaked || accountLog(tx, pools, [TOPICS.farmReward, TOPICS.rewardPaid], owner))
    return { ...base, kind: 'claim' }
  const distributor = lower(contracts.merkleDistributor)
  const airdrop = tx.logs.some(
    (log) => log.topics[0] === TOPICS.transfer && distributor && topicAddress(log.topics[1]) === distributor,
  )
  if (airdrop && base.sentByAccount) return { ...base, kind: 'claim' }

  const paid = amounts.filter((entry) => entry.amount < 0n)
  const received = amounts.filter((entry) => entry.amount > 0n)
  const poolIn = received.some((entry) => entry.isPoolToken)
  const poolOut = paid.some((entry) => entry.isPoolToken)
  if (poolIn && poolOut) return { ...base, kind: 'migrate' }
  if (poolIn && paid.length > 0) return { ...base, kind: 'addLiquidity' }
  if (poolOut && received.length > 0) return { ...base, kind: 'removeLiquidity' }
  const weth = lower(contracts.weth)
  if (paid.length === 1 && received.length === 1) {
    const pair = [paid[0].asset, received[0].asset].sort().join()
    if (pair === [NATIVE, weth].sort().join()) return { ...base, kind: received[0].asset === weth ? 'wrap' : 'unwrap' }
    if (base.sentByAccount) return { ...base, kind: 'swap' }
  }
  if (paid.length === 0 && received.length > 0 && !base.sentByAccount) return { ...base, kind: 'receive' }
  if (received.length === 0 && paid.length > 0 && base.sentByAccount && tx.logs.length === paid.length)
    return { ...base, kind: 'send' }
  const approval = tx.logs.find(
    (log) => log.topics[0] === TOPICS.approval && log.topics.length === 3 && topicAddress(log.topics[1]) === owner,
  )
  if (approval && amounts.length === 0 && base.sentByAccount)
    return {
      ...base,
      kind: 'approve',
      approvedToken: lower(approval.address),
      spender: topicAddress(approval.topics[2]),
    }
  return { ...base, kind: received.length && !paid.length ? 'receive' : 'contract' }
}
