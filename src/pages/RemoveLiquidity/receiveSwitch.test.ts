import { describe, expect, it } from 'vitest'

import { receiveSwitchTarget } from './receiveSwitch'

const WFRA = '0x000000000000000000000000000000000000000A'
const BUSD = '0x000000000000000000000000000000000000000B'
const isNative = (id: string) => ['ETH', 'FRA'].includes(id.toUpperCase())

describe('receiveSwitchTarget', () => {
  it('native coin on either side: switch to the wrapped token', () => {
    expect(receiveSwitchTarget('ETH', BUSD, WFRA, isNative)).toEqual({
      to: `/remove/${WFRA}/${BUSD}`,
      receive: 'wrapped',
    })
    expect(receiveSwitchTarget(BUSD, 'fra', WFRA, isNative)).toEqual({
      to: `/remove/${BUSD}/${WFRA}`,
      receive: 'wrapped',
    })
  })

  it('wrapped token on either side (any case): switch to the native coin', () => {
    expect(receiveSwitchTarget(WFRA.toLowerCase(), BUSD, WFRA, isNative)).toEqual({
      to: `/remove/ETH/${BUSD}`,
      receive: 'native',
    })
  })

  it('no switch for two other tokens or an unknown wrapped token', () => {
    expect(receiveSwitchTarget(BUSD, '0x000000000000000000000000000000000000000C', WFRA, isNative)).toBeUndefined()
    expect(receiveSwitchTarget('ETH', BUSD, undefined, isNative)).toBeUndefined()
  })
})
