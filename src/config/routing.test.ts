import { describe, expect, it } from 'vitest'

import { ChainId } from './chains'
import { type Deployment, getDeployment } from './deployments'
import { isRouteAvailable } from './routing'

const local = getDeployment(ChainId.LOCAL) as Deployment
const withoutExtras: Deployment = {
  ...local,
  staking: { ...local.staking, singlePools: [] },
}

describe('isRouteAvailable', () => {
  it('routes rows marked all on every chain, even an unknown one', () => {
    for (const chainId of [...Object.values(ChainId).filter((v) => typeof v === 'number'), 56, undefined])
      expect(isRouteAvailable('all', chainId as number | undefined)).toBe(true)
  })

  it('follows the spec on chains without a deployment: staking only on Harmony, voting only on Ethereum', () => {
    expect(isRouteAvailable('staking', ChainId.HARMONY)).toBe(true)
    expect(isRouteAvailable('single', ChainId.HARMONY)).toBe(true)
    expect(isRouteAvailable('governance', ChainId.MAINNET)).toBe(true)
    for (const chainId of [
      ChainId.MAINNET,
      ChainId.GOERLI,
      ChainId.SEPOLIA,
      ChainId.FINDORA,
      ChainId.FINDORA_ANVIL,
      56,
      undefined,
    ]) {
      expect(isRouteAvailable('staking', chainId)).toBe(false)
      expect(isRouteAvailable('single', chainId)).toBe(false)
    }
    for (const chainId of [
      ChainId.GOERLI,
      ChainId.SEPOLIA,
      ChainId.FINDORA,
      ChainId.FINDORA_ANVIL,
      ChainId.HARMONY,
      56,
    ])
      expect(isRouteAvailable('governance', chainId)).toBe(false)
  })

  it('follows the deployment file on a chain with one: the local chain deploys all three', () => {
    expect(isRouteAvailable('staking', ChainId.LOCAL)).toBe(true)
    expect(isRouteAvailable('single', ChainId.LOCAL)).toBe(true)
    expect(isRouteAvailable('governance', ChainId.LOCAL)).toBe(true)
  })

  it('hides single pools where the deployment has none, and routes a deployed chain the spec leaves out', () => {
    expect(isRouteAvailable('single', ChainId.FINDORA, withoutExtras)).toBe(false)
    expect(isRouteAvailable('staking', ChainId.FINDORA, withoutExtras)).toBe(true)
    expect(isRouteAvailable('governance', ChainId.FINDORA, withoutExtras)).toBe(true)
  })
})
