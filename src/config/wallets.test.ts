import { describe, expect, it } from 'vitest'

import { coinbaseOpenInAppUrl, injectedSupportedChainIds, isInjectedSupportedChain } from './wallets'

describe('injectedSupportedChainIds (spec §9)', () => {
  it('is only Findora on the Findora build', () => {
    expect(injectedSupportedChainIds(2152)).toEqual([2152])
  })

  it("is Ethereum's test networks and both Findora chains on the Findora testnet, Goerli and Sepolia builds", () => {
    expect(injectedSupportedChainIds(2153)).toEqual([5, 11155111, 2152, 2153])
    expect(injectedSupportedChainIds(5)).toEqual([5, 11155111, 2152, 2153])
    expect(injectedSupportedChainIds(11155111)).toEqual([5, 11155111, 2152, 2153])
  })

  it('adds Ethereum otherwise, and the local chain only on the local build and the dev server', () => {
    expect(injectedSupportedChainIds(1)).toEqual([1, 5, 11155111, 2152, 2153])
    expect(injectedSupportedChainIds(1666600000)).toEqual([1, 5, 11155111, 2152, 2153])
    expect(injectedSupportedChainIds(31337)).toEqual([1, 5, 11155111, 2152, 2153, 31337])
    expect(injectedSupportedChainIds(2152, true)).toEqual([2152, 31337])
    expect(injectedSupportedChainIds(2153, false)).not.toContain(31337)
  })

  it('rejects other chains and a missing chain id', () => {
    const local = injectedSupportedChainIds(31337)
    expect(isInjectedSupportedChain(31337, local)).toBe(true)
    expect(isInjectedSupportedChain(42, local)).toBe(false)
    expect(isInjectedSupportedChain(1666600000, local)).toBe(false)
    expect(isInjectedSupportedChain(undefined, local)).toBe(false)
    expect(isInjectedSupportedChain(31337, injectedSupportedChainIds(2152))).toBe(false)
  })
})

describe('coinbaseOpenInAppUrl', () => {
  it('deep-links the current page, encoded', () => {
    expect(coinbaseOpenInAppUrl('https://venom.example/#/swap?x=1')).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fvenom.example%2F%23%2Fswap%3Fx%3D1',
    )
  })
})
