import { describe, expect, it } from 'vitest'

import { type ClaimsFile } from '../../merkle'
import { parseConfig } from '../config/parse'
import { localConfig } from '../localConfig'
import { fingerprint, isDeploy } from '../steps'
import { planSteps } from '.'

const claims: ClaimsFile = { merkleRoot: `0x${'11'.repeat(32)}`, tokenTotal: '0x64', claims: {} }

describe('planSteps', () => {
  it('keeps the local chain order that local.json records (creations first, then the calls)', () => {
    expect(planSteps(localConfig(claims)).map((step) => step.id)).toEqual([
      'weth',
      'factory',
      'router',
      'v1Template',
      'v1Factory',
      'v1Factory.initialize',
      'migrator',
      'multicall',
      'token:BUSD',
      'token:USDC',
      'token:WBTC',
      'token:FOT',
      'VENOM',
      'timelock',
      'governor',
      'merkleDistributor',
      'masterBreeder',
      'singlePool:0',
      'merkleDistributor.fund',
      'singlePool:0.fund',
      'VENOM.owner',
    ])
  })

  it('deploys only what a config asks for, with the governor right after the timelock', () => {
    const config = parseConfig(
      {
        wrappedNative: { address: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14' },
        farms: { pools: [{ pair: 'VENOM/WETH', allocPoint: 1 }] },
      },
      11155111,
      '.',
    )
    const steps = planSteps(config)
    expect(steps.map((step) => step.id)).toEqual([
      'factory',
      'router',
      'multicall',
      'VENOM',
      'timelock',
      'governor',
      'masterBreeder',
      'pair:VENOM/WETH',
      'farm:0',
      'VENOM.owner',
    ])
    const governor = steps.find((step) => step.id === 'governor')
    expect(governor && isDeploy(governor) && governor.follows).toBe('timelock')
  })

  it('fingerprints a step by its settings: a changed setting changes it, a rebuilt plan does not', () => {
    const a = planSteps(parseConfig({ venom: { initialSupply: '5' } }, 2152, '.'))
    const b = planSteps(parseConfig({ venom: { initialSupply: '5' } }, 2152, '.'))
    const c = planSteps(parseConfig({ venom: { initialSupply: '6' } }, 2152, '.'))
    const venom = (steps: typeof a) => fingerprint(steps.find((step) => step.id === 'VENOM')!)
    expect(venom(a)).toBe(venom(b))
    expect(venom(a)).not.toBe(venom(c))
    expect(fingerprint(a[0])).toBe(fingerprint(c[0]))
  })
})
