// Farms (two running, one starting later), the single-token pool, account 1's stake, the merkle claims.
import { BigNumber, constants } from 'ethers'

import { send } from '../contracts'
import { ACCOUNT1_POSITIONS, FARMS, SINGLE_POOL } from '../demo'
import { type ClaimsFile } from '../merkle'
import { as, pairContract, type SeedContext } from './context'

export async function seedFarms(context: SeedContext): Promise<{ pid: number; pair: string; lpToken: string }[]> {
  const { masterBreeder, tokens } = context.contracts
  // The breeder mints and locks rewards: it must own the token. Every other mint is done by now.
  await send(tokens.VENOM.transferOwnership(masterBreeder.address), 'hand VENOM to the breeder')
  const farms = []
  for (const [pid, farm] of FARMS.pools.entries()) {
    const lpToken = context.pairs[farm.pair]
    await send(
      masterBreeder.add(farm.allocPoint, lpToken, farm.startsLater ? FARMS.laterStartBlock : 0),
      `add farm ${farm.pair}`,
    )
    farms.push({ pid, pair: farm.pair, lpToken })
  }

  const stakePid = farms.find((farm) => farm.pair === ACCOUNT1_POSITIONS.v2.pair)?.pid ?? 0
  const lp = pairContract(context, ACCOUNT1_POSITIONS.v2.pair, 1)
  const balance: BigNumber = await lp.balanceOf(context.accounts[1])
  const stake = balance.div(ACCOUNT1_POSITIONS.farmStakeShare)
  await send(lp.approve(masterBreeder.address, constants.MaxUint256), 'account 1 approves the breeder')
  await send(as(masterBreeder, context, 1).deposit(stakePid, stake, constants.AddressZero), 'account 1 stakes')
  return farms
}

export async function seedSinglePool(context: SeedContext): Promise<void> {
  const { singlePool, tokens } = context.contracts
  await send(tokens[SINGLE_POOL.reward].transfer(singlePool.address, SINGLE_POOL.funding), 'fund the single pool')
}

export async function seedClaims(context: SeedContext, claims: ClaimsFile): Promise<void> {
  const { merkleDistributor, tokens } = context.contracts
  await send(
    tokens.VENOM.transfer(merkleDistributor.address, BigNumber.from(claims.tokenTotal)),
    'fund the distributor',
  )
}
