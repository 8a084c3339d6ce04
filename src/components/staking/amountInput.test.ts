import { describe, expect, it } from 'vitest'

import { type ChainId, Token } from '@/sdk'

import { isAtMax, parseStakeAmount, stakeInputError } from './amountInput'

const LP = new Token(31337 as ChainId, '0xf07B689F2b51da6Cf8DE348937b46cdF8E695F89', 18, 'VENOM-LP')
const ONE = 10n ** 18n

describe('parseStakeAmount', () => {
  it('parses amounts up to the limit and nothing above it', () => {
    expect(parseStakeAmount('1', LP, 2n * ONE)?.raw.toString()).toBe(ONE.toString())
    expect(parseStakeAmount('2', LP, 2n * ONE)?.raw.toString()).toBe((2n * ONE).toString())
    expect(parseStakeAmount('2.000000000000000001', LP, 2n * ONE)).toBeUndefined()
    expect(parseStakeAmount('0', LP, 2n * ONE)).toBeUndefined()
    expect(parseStakeAmount('', LP, 2n * ONE)).toBeUndefined()
    expect(parseStakeAmount('1', LP, undefined)).toBeUndefined()
  })
})

describe('stakeInputError and isAtMax', () => {
  it('asks for a wallet, then an amount', () => {
    const amount = parseStakeAmount('1', LP, ONE)
    expect(stakeInputError(false, amount)).toBe('CONNECT_WALLET')
    expect(stakeInputError(true, undefined)).toBe('ENTER_AMOUNT')
    expect(stakeInputError(true, amount)).toBeUndefined()
  })

  it('is at max only when the amount equals the limit', () => {
    expect(isAtMax(parseStakeAmount('1', LP, ONE), ONE)).toBe(true)
    expect(isAtMax(parseStakeAmount('0.5', LP, ONE), ONE)).toBe(false)
    expect(isAtMax(undefined, ONE)).toBe(false)
  })
})
