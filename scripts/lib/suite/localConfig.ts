// The local chain's deploy config: the demo's numbers (demo.ts) in the shape every deploy takes. Farms are added
// by the seed once its pairs hold liquidity, so this config lists none.
import { formatUnits } from 'ethers/lib/utils.js'

import { FARMS, FOT_SUPPLY, GOVERNANCE, SINGLE_POOL, TOKENS, VENOM_LOCK, VENOM_SUPPLY } from '../demo'
import { type ClaimsFile } from '../merkle'
import { type SuiteConfig } from './config/types'

const whole = (amount: { toString(): string }) => formatUnits(amount.toString(), 18).replace(/\.0$/, '')

export function localConfig(claims: ClaimsFile): SuiteConfig {
  return {
    wrappedNative: { symbol: 'WFRA' },
    tokens: {
      BUSD: { name: TOKENS.BUSD.name, decimals: TOKENS.BUSD.decimals, supply: TOKENS.BUSD.supply },
      USDC: { name: TOKENS.USDC.name, decimals: TOKENS.USDC.decimals, supply: TOKENS.USDC.supply },
      WBTC: { name: TOKENS.WBTC.name, decimals: TOKENS.WBTC.decimals, supply: TOKENS.WBTC.supply },
      FOT: { feeOnTransfer: true, supply: whole(FOT_SUPPLY) },
    },
    venom: { initialSupply: whole(VENOM_SUPPLY), lockFromBlock: VENOM_LOCK.fromBlock, lockToBlock: VENOM_LOCK.toBlock },
    v1: true,
    governance: { timelockDelaySeconds: GOVERNANCE.timelockDelaySeconds },
    farms: {
      rewardPerBlock: whole(FARMS.rewardPerBlock),
      startBlock: '+0',
      endBlock: `+${FARMS.durationBlocks}`,
      pools: [],
    },
    singlePools: [
      {
        staked: SINGLE_POOL.staked,
        reward: SINGLE_POOL.reward,
        rewardPerBlock: whole(SINGLE_POOL.rewardPerBlock),
        startBlock: '+0',
        endBlock: `+${SINGLE_POOL.durationBlocks}`,
        funding: whole(SINGLE_POOL.funding),
      },
    ],
    claims,
  }
}
