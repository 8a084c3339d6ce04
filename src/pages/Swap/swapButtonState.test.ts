import { describe, expect, it } from 'vitest'

import { type SwapButtonInput, swapButtonState } from './swapButtonState'

type Code = 'enterAmount' | 'insufficientBalance'

const ready: SwapButtonInput<Code> = {
  isUnsupported: false,
  isConnected: true,
  wrap: 'none',
  hasSpecifiedInputOutput: true,
  hasTrade: true,
  singleHopOnly: false,
  approval: 'approved',
  approvalSubmitted: false,
  priceImpactBips: 0,
  isExpertMode: false,
  hasSwapCallbackError: false,
  isQuotePending: false,
}

const state = (patch: Partial<SwapButtonInput<Code>>) => swapButtonState({ ...ready, ...patch })

describe('swapButtonState', () => {
  it('unsupported assets come first, then Connect Wallet', () => {
    expect(state({ isUnsupported: true, isConnected: false })).toEqual({ kind: 'unsupported' })
    expect(state({ isConnected: false, inputError: 'enterAmount' })).toEqual({ kind: 'connect' })
  })

  it('wraps and unwraps, disabled with the wrap error', () => {
    expect(state({ wrap: 'wrap', hasTrade: false })).toEqual({
      kind: 'wrap',
      wrap: 'wrap',
      inputError: undefined,
      disabled: false,
    })
    expect(state({ wrap: 'unwrap', wrapInputError: 'insufficientBalance' })).toEqual({
      kind: 'wrap',
      wrap: 'unwrap',
      inputError: 'insufficientBalance',
      disabled: true,
    })
  })

  it('says there is no liquidity when an amount and both tokens give no trade, with the multi-hop hint in single-hop mode', () => {
    expect(state({ hasTrade: false })).toEqual({ kind: 'noRoute', showMultihopHint: false })
    expect(state({ hasTrade: false, singleHopOnly: true })).toEqual({ kind: 'noRoute', showMultihopHint: true })
    // Nothing typed yet: the input error, not the liquidity message.
    expect(state({ hasTrade: false, hasSpecifiedInputOutput: false, inputError: 'enterAmount' })).toMatchObject({
      kind: 'swap',
      label: 'inputError',
      inputError: 'enterAmount',
      disabled: true,
    })
  })

  it('shows the input error disabled (no approval flow while invalid)', () => {
    expect(state({ inputError: 'insufficientBalance', approval: 'notApproved' })).toEqual({
      kind: 'swap',
      label: 'inputError',
      inputError: 'insufficientBalance',
      disabled: true,
      isError: false,
    })
  })

  it('walks the approval flow: Approve, Approving, Approved', () => {
    expect(state({ approval: 'notApproved' })).toEqual({
      kind: 'approve',
      approve: { label: 'approve', disabled: false },
      swapLabel: 'swap',
      swapDisabled: true,
      isError: false,
    })
    expect(state({ approval: 'pending', approvalSubmitted: true })).toMatchObject({
      approve: { label: 'approving', disabled: true },
      swapDisabled: true,
    })
    expect(state({ approval: 'approved', approvalSubmitted: true })).toMatchObject({
      kind: 'approve',
      approve: { label: 'approved', disabled: true },
      swapDisabled: false,
    })
    // Approved without having sent it here: the plain Swap button.
    expect(state({ approval: 'approved' })).toMatchObject({ kind: 'swap', label: 'swap' })
  })

  it('maps price impact: Swap Anyway above level 2, blocked above level 3 unless expert', () => {
    expect(state({ priceImpactBips: 200 })).toEqual({ kind: 'swap', label: 'swap', disabled: false, isError: false })
    expect(state({ priceImpactBips: 201 })).toEqual({
      kind: 'swap',
      label: 'swapAnyway',
      disabled: false,
      isError: true,
    })
    expect(state({ priceImpactBips: 301 })).toEqual({
      kind: 'swap',
      label: 'priceImpactTooHigh',
      disabled: true,
      isError: true,
    })
    expect(state({ priceImpactBips: 301, isExpertMode: true })).toEqual({
      kind: 'swap',
      label: 'swapAnyway',
      disabled: false,
      isError: true,
    })
    expect(state({ priceImpactBips: 201, approval: 'notApproved' })).toMatchObject({
      kind: 'approve',
      swapLabel: 'swapAnyway',
      isError: true,
    })
    expect(state({ priceImpactBips: 301, approval: 'notApproved' })).toMatchObject({
      kind: 'approve',
      approve: { disabled: false },
      swapLabel: 'priceImpactHigh',
      swapDisabled: true,
    })
    expect(
      state({ priceImpactBips: 301, approval: 'pending', approvalSubmitted: true, isExpertMode: true }),
    ).toMatchObject({ kind: 'approve', swapLabel: 'swapAnyway', swapDisabled: true })
  })

  it('disables Swap while the allowance is unknown', () => {
    expect(state({ approval: 'unknown' })).toEqual({ kind: 'swap', label: 'swap', disabled: true, isError: false })
  })

  it('disables Swap when the swap call cannot be built', () => {
    expect(state({ hasSwapCallbackError: true, priceImpactBips: 201 })).toEqual({
      kind: 'swap',
      label: 'swapAnyway',
      disabled: true,
      isError: false,
    })
  })

  it('while a typed amount has not reached the quote, shows the last quote but no action can be taken', () => {
    expect(state({ isQuotePending: true })).toEqual({ ...state({}), disabled: true })
    expect(state({ isQuotePending: true, wrap: 'wrap' })).toEqual({ ...state({ wrap: 'wrap' }), disabled: true })
    expect(state({ isQuotePending: true, approval: 'notApproved' })).toEqual({
      kind: 'approve',
      approve: { label: 'approve', disabled: true },
      swapLabel: 'swap',
      swapDisabled: true,
      isError: false,
    })
    // An error, no route or no wallet reads the same: only actions wait.
    expect(state({ isQuotePending: true, inputError: 'enterAmount' })).toEqual(state({ inputError: 'enterAmount' }))
    expect(state({ isQuotePending: true, hasTrade: false })).toEqual(state({ hasTrade: false }))
    expect(state({ isQuotePending: true, isConnected: false })).toEqual({ kind: 'connect' })
  })
})
