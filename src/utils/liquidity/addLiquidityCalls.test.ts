import { describe, expect, it } from 'vitest'

import local from '@/config/deployments/local.json'
import { type ChainId, CurrencyAmount, JSBI, Token, TokenAmount } from '@/sdk'

import { addLiquidityCall } from './addLiquidityCalls'

const CHAIN = 31337
const BUSD = new Token(CHAIN as ChainId, local.tokens.BUSD, 18, 'BUSD')
const USDC = new Token(CHAIN as ChainId, local.tokens.USDC, 6, 'USDC')
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const options = { slippageBips: 50, noLiquidity: false, recipient: ACCOUNT, deadline: 1_700_000_000, chainId: CHAIN }

const usdc = new TokenAmount(USDC, JSBI.BigInt(10_000_000))
const busd = new TokenAmount(BUSD, JSBI.BigInt('20000000000000000000'))
const fra = CurrencyAmount.ether(JSBI.BigInt('4000000000000000000'))

describe('addLiquidityCall', () => {
  it('two tokens: addLiquidity in the order typed, minimums 0.5% below', () => {
    expect(addLiquidityCall(usdc, busd, options)).toEqual({
      methodName: 'addLiquidity',
      args: [
        USDC.address,
        BUSD.address,
        '10000000',
        '20000000000000000000',
        '9950000',
        '19900000000000000000',
        ACCOUNT,
        '0x6553f100',
      ],
    })
  })

  it('native coin on either side: addLiquidityETH with the token first and the coin as the value', () => {
    const expected = {
      methodName: 'addLiquidityETH',
      args: [
        BUSD.address,
        '20000000000000000000',
        '19900000000000000000',
        '3980000000000000000',
        ACCOUNT,
        '0x6553f100',
      ],
      value: '4000000000000000000',
    }
    expect(addLiquidityCall(fra, busd, options)).toEqual(expected)
    expect(addLiquidityCall(busd, fra, options)).toEqual(expected)
  })

  it('a new pool: the minimums are the amounts (no slippage)', () => {
    const call = addLiquidityCall(fra, busd, { ...options, noLiquidity: true })
    expect(call.args.slice(1, 4)).toEqual(['20000000000000000000', '20000000000000000000', '4000000000000000000'])
  })
})
