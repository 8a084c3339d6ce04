// Farms (two running, one starting later) on the seeded pairs, and account 1's stake in one of them. The deploy
// (suite/) has already funded the single-token pool and the merkle distributor and handed VENOM to the breeder.
import { type BigNumber, constants } from 'ethers'

import { send } from '../contracts'
import { ACCOUNT1_POSITIONS, FARMS } from '../demo'
import { as, pairContract, type SeedContext } from './context'

export async function seedFarms(context: SeedContext): Promise<{ pid: number; pair: string; lpToken: string }[]> {
  const { masterBreeder } = context.contracts
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
