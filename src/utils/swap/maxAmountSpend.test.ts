import { describe, expect, it } from 'vitest'

import { ChainId, CurrencyAmount, JSBI, Token, TokenAmount } from '@/sdk'

import { maxAmountSpend } from './maxAmountSpend'

const BUSD = new Token(ChainId.MAINNET, '0x0000000000000000000000000000000000000002', 18, 'BUSD')
const ether = (raw: string) => CurrencyAmount.ether(JSBI.BigInt(raw))

describe('maxAmountSpend', () => {
  it('keeps 0.01 of the native coin for gas, never below zero', () => {
    expect(maxAmountSpend(ether('1000000000000000000'))?.toExact()).toBe('0.99')
    expect(maxAmountSpend(ether('5000000000000000'))?.toExact()).toBe('0')
  })

  it('spends a whole token balance', () => {
    const balance = new TokenAmount(BUSD, '123')
    expect(maxAmountSpend(balance)).toBe(balance)
    expect(maxAmountSpend(undefined)).toBeUndefined()
  })
})
