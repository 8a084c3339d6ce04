import { describe, expect, it } from 'vitest'

import { units, WFRA } from '@/test-support/trades'
import { AmountError } from '@/utils/format/tryParseAmount'

import { SwapInputError, swapInputError, type SwapInputErrorInput } from './inputError'
import { RecipientRefusal } from './recipientRefusal'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const ok: SwapInputErrorInput = {
  account: ACCOUNT,
  hasInputCurrency: true,
  hasOutputCurrency: true,
  parsedAmount: units(WFRA, 1),
  recipient: null,
  recipientAddress: null,
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
  it('calls a refused recipient invalid, whatever the reason', () => {
    for (const refusal of Object.values(RecipientRefusal))
      expect(swapInputError({ ...ok, recipient: OTHER, recipientAddress: OTHER, recipientRefusal: refusal })).toBe(
        SwapInputError.INVALID_RECIPIENT,
      )
    expect(swapInputError({ ...ok, recipient: '   ' })).toBe(SwapInputError.ENTER_RECIPIENT)
  })
  it('names an amount that cannot be taken as typed, right after the wallet', () => {
    const typedTooPrecise = { ...ok, parsedAmount: undefined, amountError: AmountError.TOO_MANY_DECIMALS }
    expect(swapInputError(typedTooPrecise)).toBe(SwapInputError.TOO_MANY_DECIMALS)
    expect(swapInputError({ ...typedTooPrecise, amountError: AmountError.TOO_LARGE })).toBe(
      SwapInputError.AMOUNT_TOO_LARGE,
    )
    expect(swapInputError({ ...typedTooPrecise, account: undefined })).toBe(SwapInputError.CONNECT_WALLET)
  })
})
