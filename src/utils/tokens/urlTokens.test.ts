import { describe, expect, it } from 'vitest'

import { keptCurrencyIds, searchWithoutTokens } from './urlTokens'

const FAKE = '0x1111111111111111111111111111111111111111'
const OTHER = '0xAbCdEf0000000000000000000000000000000001'

describe('keptCurrencyIds', () => {
  it('drops declined addresses in any case and empty ids, keeping the order', () => {
    expect(keptCurrencyIds([FAKE, 'ETH'], [FAKE])).toEqual(['ETH'])
    expect(keptCurrencyIds(['ETH', FAKE.toUpperCase().replace('0X', '0x')], [FAKE])).toEqual(['ETH'])
    expect(keptCurrencyIds([OTHER, FAKE], [FAKE])).toEqual([OTHER])
    expect(keptCurrencyIds([FAKE, OTHER], [FAKE, OTHER.toLowerCase()])).toEqual([])
    expect(keptCurrencyIds([undefined, null, '', 'ETH'], [])).toEqual(['ETH'])
  })
})

describe('searchWithoutTokens', () => {
  it('removes the currency parameters that name a declined token and keeps the rest', () => {
    expect(searchWithoutTokens(`?inputCurrency=ETH&outputCurrency=${FAKE}&exactAmount=1`, [FAKE])).toBe(
      '?inputCurrency=ETH&exactAmount=1',
    )
    expect(searchWithoutTokens(`?inputCurrency=${FAKE.toUpperCase().replace('0X', '0x')}`, [FAKE])).toBe('')
    expect(searchWithoutTokens(`inputCurrency=${FAKE}&outputCurrency=${OTHER}`, [FAKE, OTHER])).toBe('')
  })

  it('removes a parameter repeated with a declined value', () => {
    expect(searchWithoutTokens(`?outputCurrency=ETH&outputCurrency=${FAKE}&use=v1`, [FAKE])).toBe('?use=v1')
  })

  it('leaves a query without declined tokens as it was', () => {
    expect(searchWithoutTokens(`?inputCurrency=ETH&outputCurrency=${OTHER}`, [FAKE])).toBe(
      `?inputCurrency=ETH&outputCurrency=${OTHER}`,
    )
    expect(searchWithoutTokens('', [FAKE])).toBe('')
    expect(searchWithoutTokens(`?recipient=${FAKE}`, [FAKE])).toBe(`?recipient=${FAKE}`)
  })
})
