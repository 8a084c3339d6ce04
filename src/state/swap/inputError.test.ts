import { describe, expect, it } from 'vitest'

import { Route, Trade, TradeType } from '@/sdk'
import { BUSD, pair, units, WFRA } from '@/test-support/trades'

import { BAD_RECIPIENT_ADDRESSES, SwapInputError, swapInputError, type SwapInputErrorInput } from './inputError'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const wfraBusd = pair(units(WFRA, 1000), units(BUSD, 10000))
const trade = new Trade(new Route([wfraBusd], WFRA, BUSD), units(WFRA, 1), TradeType.EXACT_INPUT)

const ok: SwapInputErrorInput = {
  account: ACCOUNT,
  hasInputCurrency: true,
  hasOutputCurrency: true,
  parsedAmount: units(WFRA, 1),
  recipient: null,
  recipientAddress: null,
  badRecipients: BAD_RECIPIENT_ADDRESSES,
  trades: [trade],
  inputBalance: units(WFRA, 2),
  maximumInput: units(WFRA, 1),
}

describe('swapInputError', () => {
  it('is undefined when the swap can go ahead', () => {
    expect(swapInputError(ok)).toBeUndefined()
    expect(swapInputError({ ...ok, recipient: OTHER, recipientAddress: OTHER })).toBeUndefined()
    expect(swapInputError({ ...ok, inputBalance: units(WFRA, 1) })).toBeUndefined()
  })
  it('follows the priority order', () => {
    const everythingWrong: SwapInputErrorInput = {
      ...ok,
      account: undefined,
      parsedAmount: undefined,
      hasOutputCurrency: false,
      recipient: '',
      inputBalance: units(WFRA, '0.5'),
    }
    expect(swapInputError(everythingWrong)).toBe(SwapInputError.CONNECT_WALLET)
    expect(swapInputError({ ...everythingWrong, account: ACCOUNT })).toBe(SwapInputError.ENTER_AMOUNT)
    expect(swapInputError({ ...everythingWrong, account: ACCOUNT, parsedAmount: units(WFRA, 1) })).toBe(
      SwapInputError.SELECT_TOKEN,
    )
    const selected = { ...everythingWrong, account: ACCOUNT, parsedAmount: units(WFRA, 1), hasOutputCurrency: true }
    expect(swapInputError(selected)).toBe(SwapInputError.ENTER_RECIPIENT)
    expect(swapInputError({ ...selected, recipient: 'nobody.eth', recipientAddress: null })).toBe(
      SwapInputError.INVALID_RECIPIENT,
    )
    expect(swapInputError({ ...selected, recipient: null })).toBe(SwapInputError.INSUFFICIENT_BALANCE)
  })
  it('rejects routers and addresses on the trade path as recipients', () => {
    const router = BAD_RECIPIENT_ADDRESSES[2]
    expect(swapInputError({ ...ok, recipient: router, recipientAddress: router })).toBe(
      SwapInputError.INVALID_RECIPIENT,
    )
    expect(swapInputError({ ...ok, recipient: BUSD.address, recipientAddress: BUSD.address })).toBe(
      SwapInputError.INVALID_RECIPIENT,
    )
    const pairAddress = wfraBusd.liquidityToken.address
    expect(swapInputError({ ...ok, recipient: pairAddress, recipientAddress: pairAddress })).toBe(
      SwapInputError.INVALID_RECIPIENT,
    )
    expect(swapInputError({ ...ok, recipient: '   ' })).toBe(SwapInputError.ENTER_RECIPIENT)
  })
})
