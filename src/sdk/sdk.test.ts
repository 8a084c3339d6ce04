import { describe, expect, it } from 'vitest'

import local from '@/config/deployments/local.json'

import {
  type ChainId,
  computePairAddress,
  currencySymbol,
  ETHER,
  isNativeSymbol,
  JSBI,
  nativeCurrencyOf,
  Pair,
  registerChain,
  Token,
  TokenAmount,
  unwrappedToken,
  WETH,
  wrappedCurrency,
} from './index'

const tokenOf = (chainId: number, address: string) => new Token(chainId as ChainId, address, 18, 'T')
const weth = (chainId: number) => (WETH as Record<number, Token>)[chainId]

describe('chain registration', () => {
  it('registers the local chain: wrapped native WFRA and pair addresses from its factory', () => {
    expect(weth(31337)).toMatchObject({ address: local.weth, symbol: 'WFRA', name: 'Wrapped Findora', decimals: 18 })
    const symbols = { ...local.tokens, WFRA: local.weth } as Record<string, string>
    for (const [name, address] of Object.entries(local.pairs)) {
      const [a, b] = name.split('/').map((symbol) => tokenOf(31337, symbols[symbol]))
      expect(Pair.getAddress(a, b)).toBe(address)
      expect(Pair.getAddress(b, a)).toBe(address)
      expect(new Pair(new TokenAmount(a, '1'), new TokenAmount(b, '1')).liquidityToken.address).toBe(address)
    }
  })
  it('caches by chain: the same tokens on two chains with different factories give different pairs', () => {
    const factory = '0x0000000000000000000000000000000000000F00'
    registerChain(99999, { factory, initCodeHash: local.initCodeHash, weth: local.weth })
    const [a, b] = [local.tokens.BUSD, local.tokens.USDC]
    const onLocal = Pair.getAddress(tokenOf(31337, a), tokenOf(31337, b))
    const onOther = Pair.getAddress(tokenOf(99999, a), tokenOf(99999, b))
    expect(onLocal).toBe(local.pairs['USDC/BUSD'])
    expect(onOther).toBe(computePairAddress(factory, local.initCodeHash, a, b))
    expect(onOther).not.toBe(onLocal)
  })
})

describe('native currency', () => {
  it("shows the chain's own native coin", () => {
    expect(nativeCurrencyOf(31337).symbol).toBe('FRA')
    expect(nativeCurrencyOf(2152)).toMatchObject({ symbol: 'FRA', name: 'Findora' })
    expect(nativeCurrencyOf(1).symbol).toBe('ETH')
    expect(nativeCurrencyOf(undefined).symbol).toBe('ETH')
    expect(currencySymbol(ETHER, 31337)).toBe('FRA')
    expect(nativeCurrencyOf(1666600000).name).toBe('ONE')
    expect(currencySymbol(weth(31337), 31337)).toBe('WFRA')
    expect(currencySymbol(undefined, 31337)).toBeUndefined()
  })
  it("recognises 'ETH' and the native symbol in any case", () => {
    expect(isNativeSymbol('eth', 31337)).toBe(true)
    expect(isNativeSymbol('fra', 31337)).toBe(true)
    expect(isNativeSymbol('FRA', 1)).toBe(false)
    expect(isNativeSymbol('WFRA', 31337)).toBe(false)
  })
  it('wraps and unwraps', () => {
    expect(wrappedCurrency(ETHER, 31337)).toBe(weth(31337))
    expect(wrappedCurrency(ETHER, 424242)).toBeUndefined()
    const busd = tokenOf(31337, local.tokens.BUSD)
    expect(wrappedCurrency(busd, 31337)).toBe(busd)
    expect(wrappedCurrency(busd, 2152)).toBeUndefined()
    expect(unwrappedToken(weth(31337))).toBe(ETHER)
    expect(unwrappedToken(busd)).toBe(busd)
    expect(JSBI.BigInt(1).toString()).toBe('1')
  })
})
