// The event topics the account's history is read by: the same signature in any contract (an ERC-20's Transfer and
// Approval, WETH's Deposit and a staking pool's), each checked against the contract that emitted it where that
// matters. Each topic (the keccak-256 of the event's signature) is written out rather than hashed as the module loads:
// the swap page's chunk evaluates this module, and hashing at load was a phone's tens of milliseconds of keccak
// (issue 38). events.test.ts hashes every signature and checks it. No ABI is bundled for them either.
import type { LogQuery } from '@/utils/logs/types'

export const TOPICS = {
  /** Transfer(address,address,uint256) */
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  /** Approval(address,address,uint256) */
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  /** Deposit(address,uint256), the account indexed: WETH's wrap and a single staking pool's stake. */
  deposit: '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c',
  /** Withdrawal(address,uint256): WETH's unwrap. */
  withdrawal: '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65',
  /** Withdraw(address,uint256): a single staking pool's unstake (and RewardPaid its reward). */
  withdraw: '0x884edad9ce6fa2440d8a54cc123490eb96d2768479d49ff9c7366125a9424364',
  /** RewardPaid(address,uint256) */
  rewardPaid: '0xe2403640ba68fed3a2f88b7557551d1993f84b99bb10ff833f0cf8db0c5e0486',
  /** Deposit(address,uint256,uint256,address): the farms' MasterBreeder (user, pid and referrer indexed). */
  farmDeposit: '0x02d7e648dd130fc184d383e55bb126ac4c9c60e8f94bf05acdf557ba2d540b47',
  /** Withdraw(address,uint256,uint256,address) */
  farmWithdraw: '0x8166bf25f8a2b7ed3c85049207da4358d16edbed977d23fa2ee6f0dde3ec2132',
  /** EmergencyWithdraw(address,uint256,uint256) */
  farmEmergencyWithdraw: '0xbb757047c2b5f3974fe26b7c10f732e7bce710b0952a71082702781e62ae0595',
  /** SendGovernanceTokenReward(address,uint256,uint256,uint256) */
  farmReward: '0x3887f2857beaaf367eb618dfb5e22c1ebd74425affb0602c2e9fe126e3f860eb',
  /** DelegateChanged(address,address,address): the governance token's delegation; Lock: a reward's locked part. */
  delegateChanged: '0x3134e8a2e6d97e929a7e54011ea5485d7d196dd5f0ba4d4ef95803e8e3fc257f',
  /** Lock(address,uint256) */
  lock: '0x625fed9875dada8643f2418b838ae0bc78d9a148a18eee4ee1979ff0f3f5d427',
  /** VoteCast(address,uint256,bool,uint256): GovernorAlpha's vote; nothing indexed, the voter is in the data. */
  voteCast: '0x877856338e13f63d0c36822ff0ef736b80934cd90574a3a5bc9262c39d217c46',
  /**
   * Mint(address,uint256,uint256): a V2 pair's mint (and Burn, its burn). A token whose own contract emits one in the
   * transaction is a pool token.
   */
  mint: '0x4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f',
  /** Burn(address,uint256,uint256,address) */
  burn: '0xdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496',
  /** AddLiquidity(address,uint256,uint256): a V1 exchange's (its pool token is the exchange itself). */
  v1AddLiquidity: '0x06239653922ac7bea6aa2b19dc486b9361821d37712eb796adfd38d81de278ca',
  /** RemoveLiquidity(address,uint256,uint256) */
  v1RemoveLiquidity: '0x0fbf06c058b90cb038a618f8c2acbf6145f8b3570fd1fa56abb8f0f3f05b36e8',
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
