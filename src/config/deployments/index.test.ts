import { describe, expect, it } from 'vitest'

import { ChainId } from '../chains'
import { getDeployment, hasDeployment } from '.'
import local from './local.json'

describe('getDeployment', () => {
  it('returns the local deployment on the local chain', () => {
    expect(getDeployment(ChainId.LOCAL)).toEqual(local)
    expect(getDeployment(ChainId.LOCAL)?.multicall).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(hasDeployment(ChainId.LOCAL)).toBe(true)
  })

  it('says there is no deployment on chains without one', () => {
    expect(getDeployment(ChainId.FINDORA)).toBeUndefined()
    expect(getDeployment(12345)).toBeUndefined()
    expect(getDeployment(undefined)).toBeUndefined()
    expect(hasDeployment(ChainId.MAINNET)).toBe(false)
  })
})
