import { describe, expect, it } from 'vitest'

import { CurrencyAmount, ETHER, Token, TokenAmount, WETH } from '@/sdk'

import { wrapInputError, wrapTypeOf } from './useWrapCallback'

const wfra = (WETH as Record<number, Token>)[31337]
const busd = new Token(31337 as never, '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6', 18, 'BUSD')

describe('wrapTypeOf', () => {
  it('wraps native → wrapped and unwraps wrapped → native', () => {
    expect(wfra.symbol).toBe('WFRA')
    expect(wrapTypeOf(ETHER, wfra, wfra)).toBe('WRAP')
    expect(wrapTypeOf(wfra, ETHER, wfra)).toBe('UNWRAP')
  })

  it('does not apply to other pairs or missing currencies', () => {
    expect(wrapTypeOf(ETHER, busd, wfra)).toBe('NOT_APPLICABLE')
    expect(wrapTypeOf(wfra, busd, wfra)).toBe('NOT_APPLICABLE')
    expect(wrapTypeOf(undefined, wfra, wfra)).toBe('NOT_APPLICABLE')
    expect(wrapTypeOf(ETHER, wfra, undefined)).toBe('NOT_APPLICABLE')
  })
})

describe('wrapInputError', () => {
  it('asks for an amount, then for enough balance', () => {
    expect(wrapInputError(undefined, CurrencyAmount.ether('10'))).toBe('enterAmount')
    expect(wrapInputError(CurrencyAmount.ether('11'), CurrencyAmount.ether('10'))).toBe('insufficientBalance')
    expect(wrapInputError(new TokenAmount(wfra, '1'), undefined)).toBe('insufficientBalance')
    expect(wrapInputError(CurrencyAmount.ether('10'), CurrencyAmount.ether('10'))).toBeUndefined()
  })
})
