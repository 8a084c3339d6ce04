import { describe, expect, it } from 'vitest'

import { chainFromLocation, chooseActiveChain, hasChainParam, parseChainParam, withChainParam } from './chainParam'

const SERVED = [1, 2152, 2153, 31337]

describe('parseChainParam', () => {
  it('reads a served chain id in decimal', () => {
    expect(parseChainParam('?chain=2153', SERVED)).toBe(2153)
    expect(parseChainParam('?inputCurrency=ETH&chain=1&exactAmount=2', SERVED)).toBe(1)
    expect(parseChainParam('chain=31337', SERVED)).toBe(31337)
    expect(parseChainParam('?chain=%202152%20', SERVED)).toBe(2152)
  })

  it('ignores chains the build does not serve and anything that is not a plain decimal id', () => {
    for (const query of [
      '',
      '?',
      '?chain=',
      '?chain=5',
      '?chain=42',
      '?chain=0x869',
      '?chain=2153.0',
      '?chain=-2153',
      '?chain=02153',
      '?chain=2153abc',
      '?chain=1e3',
      '?chain=99999999999999999999',
      '?chain=<script>',
      '?chain=%E0%A4%A',
      '?Chain=2153',
    ])
      expect(parseChainParam(query, SERVED), query).toBeUndefined()
  })

  it('takes the first of repeated parameters', () => {
    expect(parseChainParam('?chain=2153&chain=1', SERVED)).toBe(2153)
    expect(parseChainParam('?chain=42&chain=1', SERVED)).toBeUndefined()
  })
})

describe('chainFromLocation', () => {
  it("prefers the query inside the hash (the app writes there), then the page's query string", () => {
    expect(chainFromLocation('?chain=2153', '?chain=1', SERVED)).toBe(2153)
    expect(chainFromLocation('?inputCurrency=ETH', '?chain=1', SERVED)).toBe(1)
    expect(chainFromLocation('?chain=42', '?chain=1', SERVED)).toBe(1)
    expect(chainFromLocation('', '', SERVED)).toBeUndefined()
  })
})

describe('withChainParam', () => {
  it('adds or replaces the chain and keeps every other parameter as it was', () => {
    expect(withChainParam('', 2153)).toBe('?chain=2153')
    expect(withChainParam('?', 2153)).toBe('?chain=2153')
    expect(withChainParam('?inputCurrency=ETH&outputCurrency=0xAbC', 2153)).toBe(
      '?inputCurrency=ETH&outputCurrency=0xAbC&chain=2153',
    )
    expect(withChainParam('?inputCurrency=ETH&chain=1&exactAmount=1%2E5', 2153)).toBe(
      '?inputCurrency=ETH&chain=2153&exactAmount=1%2E5',
    )
    expect(withChainParam('?chain=1&chain=42&x=1', 31337)).toBe('?chain=31337&x=1')
    expect(withChainParam('?ch%61in=1&flag', 2152)).toBe('?chain=2152&flag')
  })

  it('round-trips through parseChainParam', () => {
    expect(parseChainParam(withChainParam('?theme=dark&chain=junk', 2152), SERVED)).toBe(2152)
    expect(hasChainParam(withChainParam('?theme=dark', 1), 1)).toBe(true)
    expect(hasChainParam('?chain=01', 1)).toBe(false)
  })
})

describe('chooseActiveChain', () => {
  const isKnownChain = (id: number | undefined) => id !== undefined && SERVED.includes(id)
  const base = { isKnownChain, defaultChainId: 2152 }

  it("shows the wallet's chain when it is one the app knows", () => {
    expect(chooseActiveChain({ ...base, walletChainId: 1, selected: 2153 })).toBe(1)
  })

  it("shows the user's choice without a wallet, or with a wallet on a chain the app does not know", () => {
    expect(chooseActiveChain({ ...base, walletChainId: undefined, selected: 2153 })).toBe(2153)
    expect(chooseActiveChain({ ...base, walletChainId: 42, selected: 2153 })).toBe(2153)
  })

  it('falls back to the default chain when nothing is chosen', () => {
    expect(chooseActiveChain({ ...base, walletChainId: undefined, selected: undefined })).toBe(2152)
    expect(chooseActiveChain({ ...base, walletChainId: 42, selected: undefined })).toBe(2152)
  })
})
