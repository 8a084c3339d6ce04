// The event topics the account's history is read by: the same signature in any contract (an ERC-20's Transfer and
// Approval, WETH's Deposit and a staking pool's), each checked against the contract that emitted it where that
// matters. Hashed once here rather than by four Interfaces, so that the activity page bundles no ABI.
import { id } from '@ethersproject/hash'

import type { LogQuery } from '@/utils/logs/types'

export const TOPICS = {
  transfer: id('Transfer(address,address,uint256)'),
  approval: id('Approval(address,address,uint256)'),
  /** WETH's wrap and a single staking pool's stake: Deposit(address indexed, uint256). */
  deposit: id('Deposit(address,uint256)'),
  /** WETH's unwrap. */
  withdrawal: id('Withdrawal(address,uint256)'),
  /** A single staking pool's unstake and reward. */
  withdraw: id('Withdraw(address,uint256)'),
  rewardPaid: id('RewardPaid(address,uint256)'),
  /** The farms' MasterBreeder: user, pid and referrer indexed. */
  farmDeposit: id('Deposit(address,uint256,uint256,address)'),
  farmWithdraw: id('Withdraw(address,uint256,uint256,address)'),
  farmEmergencyWithdraw: id('EmergencyWithdraw(address,uint256,uint256)'),
  farmReward: id('SendGovernanceTokenReward(address,uint256,uint256,uint256)'),
  /** The governance token: delegation and the locked part of a farm reward. */
  delegateChanged: id('DelegateChanged(address,address,address)'),
  lock: id('Lock(address,uint256)'),
  /** GovernorAlpha's vote: nothing indexed, the voter is in the data. */
  voteCast: id('VoteCast(address,uint256,bool,uint256)'),
  /** A V2 pair's mint and burn: a token whose own contract emits one in the transaction is a pool token. */
  mint: id('Mint(address,uint256,uint256)'),
  burn: id('Burn(address,uint256,uint256,address)'),
  /** A V1 exchange's liquidity events (its pool token is the exchange itself). */
  v1AddLiquidity: id('AddLiquidity(address,uint256,uint256)'),
  v1RemoveLiquidity: id('RemoveLiquidity(address,uint256,uint256)'),
} as const

/** The events whose first indexed argument is the account: one query of the logs finds them all. */
export const ACCOUNT_FIRST_TOPICS = [
  TOPICS.transfer,
  TOPICS.approval,
  TOPICS.deposit,
  TOPICS.withdrawal,
  TOPICS.withdraw,
  TOPICS.rewardPaid,
  TOPICS.farmDeposit,
  TOPICS.farmWithdraw,
  TOPICS.farmEmergencyWithdraw,
  TOPICS.farmReward,
  TOPICS.delegateChanged,
  TOPICS.lock,
  TOPICS.v1AddLiquidity,
  TOPICS.v1RemoveLiquidity,
]

/** An address as a 32-byte topic. */
export const addressTopic = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/** The log queries that name the account in a topic: every event of ACCOUNT_FIRST_TOPICS, and a transfer to it. */
export function accountLogQueries(account: string): LogQuery[] {
  const owner = addressTopic(account)
  return [{ topics: [ACCOUNT_FIRST_TOPICS, owner] }, { topics: [TOPICS.transfer, null, owner] }]
}

/** The address in a 32-byte topic or data word (lowercase). */
export const topicAddress = (topic: string | undefined) => (topic ? `0x${topic.slice(-40).toLowerCase()}` : '')

/** The `index`th 32-byte word of a log's data, as a bigint (0 when absent). */
export function dataWord(data: string, index: number): bigint {
  const word = data.slice(2 + index * 64, 2 + (index + 1) * 64)
  return word.length === 64 ? BigInt(`0x${word}`) : 0n
}
