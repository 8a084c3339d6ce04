// What the staking hooks read from the chain: a MasterBreeder farm with the user's position, and a single-token pool.

export interface FarmUser {
  staked: bigint
  pending: bigint
  /** Unstaked liquidity tokens in the wallet. */
  lpBalance: bigint
  /** The later of the last deposit and the last withdrawal (userInfo slots 6 and 3): the fee's reference. */
  lastActionBlock: number
  /** The block the older of the stake and the LP balance was read at: what a dialog's Max is made of. */
  readBlock?: number
}

export interface Farm {
  pid: number
  lpToken: string
  token0: string
  token1: string
  allocPoint: bigint
  /** The pool's own start block (already at least the breeder's START_BLOCK). */
  startBlock: number
  endBlock: number
  /** getNewRewardPerBlock(pid + 1): what the pool earns per block now. */
  rewardPerBlock: bigint
  /** Liquidity tokens held by the breeder for this pool. */
  totalStaked: bigint
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  /** Active if flagged or with allocation points (spec §4); the breeder has no flag. */
  isActive: boolean
  user?: FarmUser
}

export interface SinglePool {
  address: string
  stakedToken: string
  rewardToken: string
  rewardPerBlock: bigint
  startBlock: number
  endBlock: number
  /** balanceOf(pool) of the staked token, as the spec reads it. */
  totalStaked: bigint
  /** `readBlock`: the block the older of the stake and the balance was read at (what Max is made of). */
  user?: { staked: bigint; pending: bigint; balance: bigint; readBlock?: number }
}
