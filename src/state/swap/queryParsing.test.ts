import { describe, expect, it } from 'vitest'

import { Field } from './actions'
import {
  parseAmountParameter,
  parseCurrencyParameter,
  parseFieldParameter,
  parseRecipientParameter,
  parseVersionParameter,
  queryToSwapState,
  queryToVersion,
} from './queryParsing'

const BUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const USDC = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318'

describe('parseCurrencyParameter', () => {
  it('checksums addresses', () => {
    expect(parseCurrencyParameter(BUSD.toLowerCase())).toBe(BUSD)
    expect(parseCurrencyParameter(` ${BUSD} `)).toBe(BUSD)
  })
  it("maps 'ETH' and the native symbol in any case to the native id", () => {
    expect(parseCurrencyParameter('eth')).toBe('ETH')
    expect(parseCurrencyParameter('FRA', 'FRA')).toBe('ETH')
    expect(parseCurrencyParameter('fRa', 'FRA')).toBe('ETH')
    expect(parseCurrencyParameter('FRA', 'ETH')).toBeUndefined()
  })
  it('ignores garbage', () => {
    for (const garbage of ['', 'BUSD', '0x123', `${BUSD}00`, '<script>', 'ETHH', '0x' + 'g'.repeat(40), undefined])
      expect(parseCurrencyParameter(garbage, 'FRA')).toBeUndefined()
    // A mixed-case address with a wrong checksum is not an address.
    expect(parseCurrencyParameter('0x2279b7A0a67DB372996a5FaB50D91eAA73d2eBe6')).toBeUndefined()
  })
})

describe('parseAmountParameter', () => {
  it('keeps valid decimal numbers', () => {
    for (const ok of ['1', '1.5', '.5', '1.', '0', '007.10']) expect(parseAmountParameter(ok)).toBe(ok)
  })
  it('drops anything else', () => {
    for (const bad of ['', '.', '-1', '1e5', 'abc', '1,5', '1.2.3', 'NaN', 'Infinity', '0x10', '1 2', '9'.repeat(80)])
      expect(parseAmountParameter(bad)).toBe('')
    expect(parseAmountParameter(undefined)).toBe('')
  })
})

describe('parseFieldParameter', () => {
  it("selects OUTPUT only for 'output' in any case", () => {
    expect(parseFieldParameter('output')).toBe(Field.OUTPUT)
    expect(parseFieldParameter('OUTPUT')).toBe(Field.OUTPUT)
    expect(parseFieldParameter('OuTpUt')).toBe(Field.OUTPUT)
    for (const other of ['input', 'out', 'outputs', '', ' output', undefined])
      expect(parseFieldParameter(other)).toBe(Field.INPUT)
  })
})

describe('parseRecipientParameter', () => {
  it('accepts addresses (checksummed) and domain-like names', () => {
    expect(parseRecipientParameter(BUSD.toLowerCase())).toBe(BUSD)
    expect(parseRecipientParameter('vitalik.eth')).toBe('vitalik.eth')
    expect(parseRecipientParameter('pay.me.example.com')).toBe('pay.me.example.com')
  })
  it('rejects anything else', () => {
    for (const bad of [
      '',
      'vitalik',
      'a b.eth',
      '.eth',
      'vitalik.',
      'a..eth',
      'http://x.eth',
      'x.eth/y',
      'u@x.eth',
      '0x123',
      `${'a'.repeat(250)}.eth`,
      undefined,
    ])
      expect(parseRecipientParameter(bad)).toBeNull()
  })
})

describe('parseVersionParameter', () => {
  it("is v1 only for 'v1' in any case", () => {
    expect(parseVersionParameter('v1')).toBe('v1')
    expect(parseVersionParameter('V1')).toBe('v1')
    for (const other of ['v2', 'v3', '1', '', 'v1 ', undefined]) expect(parseVersionParameter(other)).toBe('v2')
  })
  it('reads the use parameter of a query', () => {
    expect(queryToVersion('?use=V1')).toBe('v1')
    expect(queryToVersion('use=v2')).toBe('v2')
    expect(queryToVersion('?use=v1&use=v1')).toBe('v2') // repeated: ignored
  })
})

describe('queryToSwapState', () => {
  it('defaults the input to the native coin when nothing is given', () => {
    expect(queryToSwapState('')).toEqual({
      field: Field.INPUT,
      typedValue: '',
      inputCurrencyId: 'ETH',
      outputCurrencyId: '',
      recipient: null,
    })
  })
  it('reads every parameter', () => {
    const query = `?inputCurrency=fra&outputCurrency=${BUSD.toLowerCase()}&exactAmount=12.5&exactField=OUTPUT&recipient=bob.eth`
    expect(queryToSwapState(query, 'FRA')).toEqual({
      field: Field.OUTPUT,
      typedValue: '12.5',
      inputCurrencyId: 'ETH',
      outputCurrencyId: BUSD,
      recipient: 'bob.eth',
    })
  })
  it('accepts URLSearchParams', () => {
    const params = new URLSearchParams({ inputCurrency: BUSD, outputCurrency: USDC })
    expect(queryToSwapState(params)).toMatchObject({ inputCurrencyId: BUSD, outputCurrencyId: USDC })
  })
  it('clears the side the URL did not name when both are the same', () => {
    expect(queryToSwapState(`?outputCurrency=ETH`)).toMatchObject({ inputCurrencyId: '', outputCurrencyId: 'ETH' })
    expect(queryToSwapState(`?inputCurrency=${BUSD}&outputCurrency=${BUSD}`)).toMatchObject({
      inputCurrencyId: '',
      outputCurrencyId: BUSD,
    })
    expect(queryToSwapState(`?inputCurrency=${BUSD}`)).toMatchObject({ inputCurrencyId: BUSD, outputCurrencyId: 'ETH' })
  })
  it('ignores garbage without throwing', () => {
    const garbage = [
      '?inputCurrency=%E0%A4%A&outputCurrency=<img>&exactAmount=1e99&exactField[]=output&recipient=%00',
      '?&&&=&==',
      '?inputCurrency=0x&outputCurrency=null&exactAmount=-5&exactField=&recipient=javascript:alert(1)&use=v1%00',
      '?exactAmount=1&exactAmount=2&recipient=a.eth&recipient=b.eth',
      '#/swap?inputCurrency=ETH',
      '?' + 'x'.repeat(10_000),
      '?__proto__=1&constructor=2&inputCurrency=__proto__',
    ]
    for (const query of garbage) {
      const state = queryToSwapState(query, 'FRA')
      expect(state.typedValue).toBe('')
      expect(state.recipient).toBeNull()
      expect(state.field).toBe(Field.INPUT)
      expect(state.inputCurrencyId).toBe('ETH')
      expect(state.outputCurrencyId).toBe('')
    }
  })
})
