import { describe, expect, it } from 'vitest'

import { ChainId } from './chains'
import { type Deployment, getDeployment } from './deployments'
import { FARMS_SUFFIX, SINGLE_SUFFIX, stakingMenu } from './staking'

const suffixes = (chainId: number, deployment?: Deployment) =>
  stakingMenu(chainId, deployment).map((entry) => entry.suffix)

describe('stakingMenu', () => {
  it('follows the spec on chains without a deployment', () => {
    expect(suffixes(ChainId.MAINNET)).toEqual([FARMS_SUFFIX])
    expect(suffixes(ChainId.HARMONY)).toEqual([FARMS_SUFFIX])
    expect(suffixes(ChainId.FINDORA)).toEqual([FARMS_SUFFIX, SINGLE_SUFFIX])
    expect(suffixes(ChainId.SEPOLIA)).toEqual([FARMS_SUFFIX, SINGLE_SUFFIX])
    expect(suffixes(56)).toEqual([FARMS_SUFFIX])
  })

  it('lists single pools only where the deployment has some', () => {
    const local = getDeployment(ChainId.LOCAL) as Deployment
    expect(suffixes(ChainId.LOCAL)).toEqual([FARMS_SUFFIX, SINGLE_SUFFIX])
    const noPools = { ...local, staking: { ...local.staking, singlePools: [] } }
    expect(suffixes(ChainId.FINDORA, noPools)).toEqual([FARMS_SUFFIX])
  })
})
