import { describe, expect, it } from 'vitest'

import { Route, Trade, TradeType } from '@/sdk'
import { BUSD, pair, units, WFRA } from '@/test-support/trades'

import { BAD_RECIPIENT_ADDRESSES, recipientRefusal, ZERO_ADDRESS } from './recipientRefusal'

const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const DIRECT_PAIR = '0xCafac3dD18aC6c6e92c921884f9E4176737C052c'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const wfraBusd = pair(units(WFRA, 1000), units(BUSD, 10000))
const trade = new Trade(new Route([wfraBusd], WFRA, BUSD), units(WFRA, 1), TradeType.EXACT_INPUT)
const context = {
  exchangeContracts: [...BAD_RECIPIENT_ADDRESSES, ROUTER],
  tokens: [WFRA.address],
  pairs: [DIRECT_PAIR],
  trades: [trade, null, undefined],
}

describe('recipientRefusal', () => {
  it('refuses the zero address, the exchange contracts, pairs and tokens, each with its reason', () => {
    expect(recipientRefusal(ZERO_ADDRESS, context)).toBe('zeroAddress')
    expect(recipientRefusal(ROUTER, context)).toBe('exchangeContract')
    expect(recipientRefusal(BAD_RECIPIENT_ADDRESSES[0], context)).toBe('exchangeContract')
    expect(recipientRefusal(WFRA.address, context)).toBe('token')
    expect(recipientRefusal(DIRECT_PAIR, context)).toBe('pair')
  })

  it('refuses tokens and pairs on a trade path even when not listed', () => {
    const bare = { exchangeContracts: [], tokens: [], pairs: [], trades: [trade] }
    expect(recipientRefusal(BUSD.address, bare)).toBe('token')
    expect(recipientRefusal(wfraBusd.liquidityToken.address, bare)).toBe('pair')
  })

  it('accepts any other address, with or without trades', () => {
    expect(recipientRefusal(OTHER, context)).toBeUndefined()
    expect(recipientRefusal(OTHER, { exchangeContracts: [], tokens: [], pairs: [], trades: [] })).toBeUndefined()
  })
})
