import { describe, expect, it } from 'vitest'

import { units, WFRA } from '@/test-support/trades'

import { swapInputError, type SwapInputErrorInput } from './inputError'
import { type RecipientRefusal } from './recipientRefusal'

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
    expect(swapInputError(everythingWrong)).toBe('connectWallet')
    expect(swapInputError({ ...everythingWrong, account: ACCOUNT })).toBe('enterAmount')
    expect(swapInputError({ ...everythingWrong, account: ACCOUNT, parsedAmount: units(WFRA, 1) })).toBe('selectToken')
    const selected = { ...everythingWrong, account: ACCOUNT, parsedAmount: units(WFRA, 1), hasOutputCurrency: true }
    expect(swapInputError(selected)).toBe('enterRecipient')
    expect(swapInputError({ ...selected, recipient: 'nobody.eth', recipientAddress: null })).toBe('invalidRecipient')
    expect(swapInputError({ ...selected, recipient: null })).toBe('insufficientBalance')
  })
  it('calls a refused recipient invalid, whatever the reason', () => {
    const refusals: RecipientRefusal[] = ['zeroAddress', 'exchangeContract', 'pair', 'token']
    for (const refusal of refusals)
      expect(swapInputError({ ...ok, recipient: OTHER, recipientAddress: OTHER, recipientRefusal: refusal })).toBe(
        'invalidRecipient',
      )
    expect(swapInputError({ ...ok, recipient: '   ' })).toBe('enterRecipient')
  })
  it('names an amount that cannot be taken as typed, right after the wallet', () => {
    const typedTooPrecise: SwapInputErrorInput = { ...ok, parsedAmount: undefined, amountError: 'tooManyDecimals' }
    expect(swapInputError(typedTooPrecise)).toBe('tooManyDecimals')
    expect(swapInputError({ ...typedTooPrecise, amountError: 'tooLarge' })).toBe('amountTooLarge')
    expect(swapInputError({ ...typedTooPrecise, account: undefined })).toBe('connectWallet')
  })
})
