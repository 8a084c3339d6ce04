import { describe, expect, it } from 'vitest'

import {
  addLiquidityRedirect,
  FALLBACK_PATH,
  landsOnSwapPage,
  removeLiquidityRedirect,
  swapOutputCurrencyRedirect,
  v1ExchangeRedirect,
} from './redirects'

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('swapOutputCurrencyRedirect', () => {
  it('moves the path parameter into the query', () => {
    expect(swapOutputCurrencyRedirect(A, '')).toBe(`/swap?outputCurrency=${A}`)
  })

  it('keeps the other query parameters and replaces an earlier outputCurrency', () => {
    const target = swapOutputCurrencyRedirect(A, `?inputCurrency=ETH&outputCurrency=${B}&exactAmount=1`)
    const params = new URLSearchParams(target.split('?')[1])
    expect(target.startsWith('/swap?')).toBe(true)
    expect(params.get('inputCurrency')).toBe('ETH')
    expect(params.get('exactAmount')).toBe('1')
    expect(params.getAll('outputCurrency')).toEqual([A])
  })

  it('encodes an untrusted value instead of letting it add parameters', () => {
    const target = swapOutputCurrencyRedirect('x&recipient=evil', '')
    const params = new URLSearchParams(target.split('?')[1])
    expect(params.get('outputCurrency')).toBe('x&recipient=evil')
    expect(params.get('recipient')).toBeNull()
  })
})

describe.each(['/add', '/create'] as const)('addLiquidityRedirect under %s', (prefix) => {
  it('splits two dash-joined addresses into two segments', () => {
    expect(addLiquidityRedirect(prefix, `${A}-${B}`)).toBe(`${prefix}/${A}/${B}`)
  })

  it('renders the page for a single currency or a dash pair that is not two addresses', () => {
    expect(addLiquidityRedirect(prefix, A)).toBeNull()
    expect(addLiquidityRedirect(prefix, 'ETH')).toBeNull()
    expect(addLiquidityRedirect(prefix, `ETH-${B}`)).toBeNull()
    expect(addLiquidityRedirect(prefix, `${A}-${B}0`)).toBeNull()
  })

  it('collapses identical currencies, ignoring case', () => {
    expect(addLiquidityRedirect(prefix, A, A)).toBe(`${prefix}/${A}`)
    expect(addLiquidityRedirect(prefix, A, A.toLowerCase())).toBe(`${prefix}/${A}`)
    expect(addLiquidityRedirect(prefix, 'ETH', 'eth')).toBe(`${prefix}/ETH`)
  })

  it('renders the page for two different currencies', () => {
    expect(addLiquidityRedirect(prefix, A, B)).toBeNull()
    expect(addLiquidityRedirect(prefix, 'ETH', B)).toBeNull()
  })

  it('keeps an untrusted identical currency inside one path segment', () => {
    expect(addLiquidityRedirect(prefix, '../x', '../X')).toBe(`${prefix}/..%2Fx`)
  })
})

describe('removeLiquidityRedirect', () => {
  it('splits two dash-joined addresses', () => {
    expect(removeLiquidityRedirect(`${A}-${B}`)).toBe(`/remove/${A}/${B}`)
  })

  it('sends anything else to the pool page', () => {
    for (const tokens of [A, 'ETH', `ETH-${B}`, `${A}-`, `${A}-${B}-${A}`, 'garbage', ''])
      expect(removeLiquidityRedirect(tokens)).toBe('/pool')
  })
})

describe('v1ExchangeRedirect', () => {
  it('renders the page for an address', () => {
    expect(v1ExchangeRedirect(A)).toBeNull()
    expect(v1ExchangeRedirect(A.toLowerCase())).toBeNull()
  })

  it('sends an invalid address to the V1 list', () => {
    for (const address of ['notanaddress', `${A}0`, A.slice(0, 41), '', undefined])
      expect(v1ExchangeRedirect(address)).toBe('/migrate/v1')
  })
})

describe('fallback', () => {
  it('is the send screen', () => {
    expect(FALLBACK_PATH).toBe('/send')
  })
})

describe('landsOnSwapPage', () => {
  it('is true for the swap and send paths and the root, as the routes match them', () => {
    for (const hash of ['', '#', '#/', '#/swap', '#/SWAP/', '#/send?recipient=0x1', '#/swap?inputCurrency=ETH'])
      expect(landsOnSwapPage(hash)).toBe(true)
  })

  it('is false for any other page', () => {
    for (const hash of ['#/pool', '#/swap/ETH', '#/sendx', '#/vote/1']) expect(landsOnSwapPage(hash)).toBe(false)
  })
})
