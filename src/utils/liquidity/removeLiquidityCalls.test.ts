import { describe, expect, it } from 'vitest'

import { type ChainId, Token, TokenAmount } from '@/sdk'

import { type RemoveCallInput, removeLiquidityCalls, removeMinimums } from './removeLiquidityCalls'
import { RemoveLiquidityError } from './removeLiquidityErrors'

const CHAIN = 31337 as ChainId
const A = new Token(CHAIN, '0x00000000000000000000000000000000000000a1', 18, 'AAA')
const B = new Token(CHAIN, '0x00000000000000000000000000000000000000b2', 18, 'WFRA')
const SIGNATURE = { v: 27, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, deadline: 2000 }
const ME = '0x0000000000000000000000000000000000000001'

function input(overrides: Partial<RemoveCallInput> = {}): RemoveCallInput {
  return {
    tokenA: A,
    tokenB: B,
    nativeSide: undefined,
    liquidity: '100',
    amountAMin: '10',
    amountBMin: '20',
    recipient: ME,
    deadline: 1000,
    approved: true,
    signature: null,
    ...overrides,
  }
}

describe('removeLiquidityCalls', () => {
  it('two tokens, approved: removeLiquidity with the deadline', () => {
    expect(removeLiquidityCalls(input())).toEqual([
      { methodName: 'removeLiquidity', args: [A.address, B.address, '100', '10', '20', ME, 1000] },
    ])
  })

  it('two tokens, signed: removeLiquidityWithPermit with the signed deadline, approveMax false, v, r, s', () => {
    expect(removeLiquidityCalls(input({ approved: false, signature: SIGNATURE }))).toEqual([
      {
        methodName: 'removeLiquidityWithPermit',
        args: [A.address, B.address, '100', '10', '20', ME, 2000, false, 27, SIGNATURE.r, SIGNATURE.s],
      },
    ])
  })

  it('native B, approved: the ETH call then its fee-on-transfer variant, token side first', () => {
    const calls = removeLiquidityCalls(input({ nativeSide: 'B' }))
    expect(calls.map((call) => call.methodName)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ])
    expect(calls[0].args).toEqual([A.address, '100', '10', '20', ME, 1000])
  })

  it('native A, signed: the two ETH permit variants with the token B and its minimum first', () => {
    const calls = removeLiquidityCalls(input({ nativeSide: 'A', approved: false, signature: SIGNATURE }))
    expect(calls.map((call) => call.methodName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
    expect(calls[1].args).toEqual([B.address, '100', '20', '10', ME, 2000, false, 27, SIGNATURE.r, SIGNATURE.s])
  })

  it('prefers the approval when a signature also exists', () => {
    expect(removeLiquidityCalls(input({ signature: SIGNATURE }))[0].methodName).toBe('removeLiquidity')
  })

  it('refuses without approval or signature, with the spec message', () => {
    const attempt = () => removeLiquidityCalls(input({ approved: false }))
    expect(attempt).toThrow(RemoveLiquidityError)
    expect(attempt).toThrow('Attempting to confirm without approval or a signature. Please contact support.')
    try {
      attempt()
    } catch (error) {
      expect((error as RemoveLiquidityError).code).toBe('noApproval')
    }
  })
})

describe('removeMinimums', () => {
  it('takes the slippage off each amount, rounding down', () => {
    const { amountAMin, amountBMin } = removeMinimums(new TokenAmount(A, '1000'), new TokenAmount(B, '999'), 50)
    expect(amountAMin.toString()).toBe('995')
    expect(amountBMin.toString()).toBe('994')
  })

  it('keeps the whole amount at zero slippage', () => {
    expect(removeMinimums(new TokenAmount(A, '7'), new TokenAmount(B, '8'), 0).amountBMin.toString()).toBe('8')
  })
})
