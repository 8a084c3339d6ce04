// MasterBreeder and the single-token pools (creations), then the farms' pairs and pools (calls).
import { parseUnits } from 'ethers/lib/utils.js'

import { FEE_STAGES } from '../config/defaults'
import { decimalsOf, type SuiteConfig } from '../config/types'
import { type Step } from '../steps'
import { pairSymbols, tokenId } from './symbols'

export function stakingContractSteps(config: SuiteConfig): Step[] {
  const { farms } = config
  const breeder: Step = {
    id: 'masterBreeder',
    kind: 'deploy',
    what: `MasterBreeder (${farms.rewardPerBlock} VENOM a block)`,
    artifact: 'MasterBreeder',
    inputs: {
      rewardPerBlock: farms.rewardPerBlock,
      startBlock: farms.startBlock,
      endBlock: farms.endBlock,
      dev: farms.devAddress,
    },
    args: async (ctx) => [
      ctx.address('VENOM'),
      farms.devAddress ?? ctx.deployer,
      parseUnits(farms.rewardPerBlock, 18),
      await ctx.block(farms.startBlock),
      await ctx.block(farms.endBlock),
      FEE_STAGES.blockDeltaStartStage,
      FEE_STAGES.blockDeltaEndStage,
      FEE_STAGES.devFeeStage,
    ],
  }
  const pools = config.singlePools.map((pool, i): Step => ({
    id: `singlePool:${i}`,
    kind: 'deploy',
    what: `single pool: stake ${pool.staked}, earn ${pool.rewardPerBlock} ${pool.reward} a block`,
    artifact: 'SingleStakingPool',
    inputs: { ...pool, funding: undefined },
    args: async (ctx) => [
      ctx.address(tokenId(config, pool.staked)),
      ctx.address(tokenId(config, pool.reward)),
      parseUnits(pool.rewardPerBlock, decimalsOf(config, pool.reward)),
      await ctx.block(pool.startBlock),
      await ctx.block(pool.endBlock),
    ],
  }))
  return [breeder, ...pools]
}

/** Pairs are created empty: the operator adds the first liquidity, and so sets the price. */
export function farmSteps(config: SuiteConfig): Step[] {
  const pairs = config.farms.pools.map(({ pair }): Step => {
    const [a, b] = pairSymbols(pair).map((symbol) => tokenId(config, symbol))
    return {
      id: `pair:${pair}`,
      kind: 'call',
      what: `create the ${pair} pair`,
      target: 'factory',
      artifact: 'UniswapV2Factory',
      method: 'createPair',
      inputs: { a, b },
      args: (ctx) => [ctx.address(a), ctx.address(b)],
    }
  })
  const adds = config.farms.pools.map((farm, pid): Step => {
    const [a, b] = pairSymbols(farm.pair).map((symbol) => tokenId(config, symbol))
    return {
      id: `farm:${pid}`,
      kind: 'call',
      what: `farm ${pid}: ${farm.pair}, ${farm.allocPoint} allocation points`,
      target: 'masterBreeder',
      artifact: 'MasterBreeder',
      method: 'add',
      inputs: farm,
      args: async (ctx) => [
        farm.allocPoint,
        await ctx.pair(ctx.address(a), ctx.address(b)),
        farm.startBlock === undefined ? 0 : await ctx.block(farm.startBlock),
      ],
    }
  })
  return [...pairs, ...adds]
}

/** Funding from the deployer's balances, then VENOM to the breeder, which mints every farm reward from then on. */
export function handOverSteps(config: SuiteConfig): Step[] {
  const steps: Step[] = []
  const { claims } = config
  if (claims) {
    steps.push({
      id: 'merkleDistributor.fund',
      kind: 'call',
      what: 'send the claims total of VENOM to the distributor',
      target: 'VENOM',
      artifact: 'VenomToken',
      method: 'transfer',
      inputs: { tokenTotal: claims.tokenTotal },
      args: (ctx) => [ctx.address('merkleDistributor'), claims.tokenTotal],
    })
  }
  config.singlePools.forEach((pool, i) => {
    if (!pool.funding || Number(pool.funding) === 0) return
    const funding = pool.funding
    steps.push({
      id: `singlePool:${i}.fund`,
      kind: 'call',
      what: `send ${funding} ${pool.reward} to single pool ${i} for its rewards`,
      target: tokenId(config, pool.reward),
      artifact: 'DemoERC20',
      method: 'transfer',
      inputs: { funding },
      args: (ctx) => [ctx.address(`singlePool:${i}`), parseUnits(funding, decimalsOf(config, pool.reward))],
    })
  })
  steps.push({
    id: 'VENOM.owner',
    kind: 'call',
    what: 'make MasterBreeder the owner of VENOM (it mints the rewards)',
    target: 'VENOM',
    artifact: 'VenomToken',
    method: 'transferOwnership',
    inputs: {},
    args: (ctx) => [ctx.address('masterBreeder')],
  })
  return steps
}
