// VENOM, the timelock and its governor, and the merkle distributor when the config has claims.
import { getContractAddress, parseUnits } from 'ethers/lib/utils.js'

import { type SuiteConfig } from '../config/types'
import { type Step } from '../steps'

export function governanceSteps(config: SuiteConfig): Step[] {
  const { venom, governance, claims } = config
  const steps: Step[] = [
    {
      id: 'VENOM',
      kind: 'deploy',
      what: `VENOM, ${venom.initialSupply} to the deployer`,
      artifact: 'VenomToken',
      inputs: venom,
      args: async (ctx) => [
        parseUnits(venom.initialSupply, 18),
        await ctx.block(venom.lockFromBlock),
        await ctx.block(venom.lockToBlock),
      ],
    },
    {
      id: 'timelock',
      kind: 'deploy',
      what: `timelock (${governance.timelockDelaySeconds} s delay; admin: the governor deployed next)`,
      artifact: 'Timelock',
      inputs: governance,
      // The timelock's admin is the governor, created by the very next transaction: its address is predicted.
      args: (ctx, nonce) => [
        getContractAddress({ from: ctx.deployer, nonce: nonce + 1 }),
        governance.timelockDelaySeconds,
      ],
    },
    {
      id: 'governor',
      kind: 'deploy',
      what: 'governor (GovernorAlpha over VENOM votes)',
      artifact: 'GovernorAlpha',
      inputs: {},
      follows: 'timelock',
      args: (ctx) => [ctx.address('timelock'), ctx.address('VENOM')],
    },
  ]
  if (claims) {
    steps.push({
      id: 'merkleDistributor',
      kind: 'deploy',
      what: 'merkle distributor of the claims file',
      artifact: 'MerkleDistributor',
      inputs: { merkleRoot: claims.merkleRoot },
      args: (ctx) => [ctx.address('VENOM'), claims.merkleRoot],
    })
  }
  return steps
}
