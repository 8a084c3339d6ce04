// A transaction of the chain's history as the account lived it: what it paid and received (tokens, pool tokens and
// the native coin) and what kind of action it was, told from the transaction's own logs. Only the logs of the
// contracts the app deployed (given in `contracts`) make a stake, a claim, a vote or a delegation: any contract can
// emit any event, and a stranger's Transfer to the account is shown as what it is, tokens received.
import { dataWord, topicAddress, TOPICS } from './events'
import { lower, netAmounts } from './netAmounts'
import { type ChainActivity, type ChainTransaction, type KnownContracts, NATIVE } from './types'

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

/**
 * The addresses a transaction the account sent paid or made a recipient (each token transfer's recipient, the native
 * coin's), other than the account: the counterparties a recipient typed later is compared with (lookalike.ts). None
 * for a transaction someone else sent: a poisoner's transfer from the account names the poisoner's address.
 */
function sentTo(tx: ChainTransaction, owner: string, sentByAccount: boolean): string[] {
  if (!sentByAccount) return []
  const recipients = tx.logs
    .filter((log) => log.topics[0] === TOPICS.transfer && log.topics.length >= 3)
    .map((log) => topicAddress(log.topics[2]))
  if (tx.to && BigInt(tx.value) > 0n) recipients.push(lower(tx.to))
  return [...new Set(recipients)].filter((address) => address !== owner)
}

/** What the transaction was for the account, from its logs and net amounts. */
export function classify(tx: ChainTransaction, account: string, contracts: KnownContracts): ChainActivity {
  const owner = lower(account)
  const amounts = netAmounts(tx, account, contracts)
  const sentByAccount = lower(tx.from) === owner
  const base = {
    hash: tx.hash,
    blockNumber: tx.blockNumber,
    timestamp: tx.timestamp,
    status: tx.status === 0 ? ('failed' as const) : ('success' as const),
    sentByAccount,
    sentTo: sentTo(tx, owner, sentByAccount),
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
  if (delegation) {
    const delegatee = topicAddress(delegation.topics[3])
    return { ...base, kind: 'delegate', delegatee, sentTo: [...base.sentTo, delegatee].filter((a) => a !== owner) }
  }

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
