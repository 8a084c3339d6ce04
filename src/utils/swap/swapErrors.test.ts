import { describe, expect, it } from 'vitest'

import { estimateRevertError, sendFailureError, SwapError, swapErrorMessage, translateSwapError } from './swapErrors'

const SLIPPAGE =
  'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.'

describe('the spec error table', () => {
  it('maps the router minimum-output and maximum-input reverts to the slippage message', () => {
    for (const reason of ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT']) {
      const error = estimateRevertError({ reason })
      expect(error.code).toBe('slippage')
      expect(error.message).toBe(SLIPPAGE)
    }
  })

  it('names any other reason', () => {
    const error = estimateRevertError({ reason: 'Pausable: paused' })
    expect(error.code).toBe('reverted')
    expect(error.params).toEqual({ reason: 'Pausable: paused' })
    expect(error.message).toBe(
      'The transaction cannot succeed due to error: Pausable: paused. This is probably an issue with one of the tokens you are swapping.',
    )
  })

  it('marks a reason the user can act on, so the page says it in their words', () => {
    const error = estimateRevertError({ reason: 'TransferHelper: TRANSFER_FROM_FAILED' })
    expect(error.code).toBe('reverted')
    expect(error.params).toEqual({ reason: 'TransferHelper: TRANSFER_FROM_FAILED', failure: 'transfer' })
    const node = { code: 3, message: 'execution reverted: UniswapV2Router: EXPIRED' }
    const failed = sendFailureError({ code: -32603, message: 'Internal JSON-RPC error.', data: node })
    expect(failed.params).toEqual({ message: 'UniswapV2Router: EXPIRED', failure: 'deadline' })
  })

  it('has the fixed texts for a successful static call and for no error at all', () => {
    expect(new SwapError('gasEstimate').message).toBe('Unexpected issue with estimating the gas. Please try again.')
    expect(new SwapError('noCallError').message).toBe(
      'Unexpected error. Please contact support: none of the calls threw an error',
    )
  })

  it('turns a 4001 (also nested by the wallet) into Transaction rejected., anything else into Swap failed', () => {
    expect(sendFailureError({ code: 4001, message: 'User denied' }).message).toBe('Transaction rejected.')
    expect(sendFailureError({ code: -32603, data: { originalError: { code: 4001 } } }).code).toBe('rejected')
    const wrapped = { code: 'ACTION_REJECTED', message: 'user rejected transaction', error: { code: 4001 } }
    expect(sendFailureError(wrapped).code).toBe('rejected')
    expect(sendFailureError({ code: 'UNPREDICTABLE_GAS_LIMIT', error: { code: 4001 } }).code).toBe('rejected')
    const failed = sendFailureError({ code: -32603, message: 'Internal JSON-RPC error.' })
    expect(failed.code).toBe('failed')
    expect(failed.message).toBe('Swap failed: Internal JSON-RPC error.')
    const funds = { code: -32603, message: 'Internal JSON-RPC error.', data: { message: 'insufficient funds' } }
    expect(sendFailureError(funds).message).toBe('Swap failed: insufficient funds')
  })

  it('has the V1 building errors', () => {
    expect(swapErrorMessage('invalidTradeVersion')).toBe('invalid trade version')
    expect(swapErrorMessage('tooManyPairs')).toBe('too many pairs')
    expect(swapErrorMessage('etherToEther')).toBe('ETHER to ETHER')
    expect(swapErrorMessage('tokenToToken')).toBe('token to token')
  })
})

describe('translateSwapError', () => {
  it('looks SwapErrors up by code with their params and passes other errors through', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}|${JSON.stringify(options ?? {})}`
    expect(translateSwapError(t, new SwapError('reverted', { reason: 'R' }))).toBe(
      'swapTx.errors.reverted|{"reason":"R"}',
    )
    expect(translateSwapError(t, new Error('plain'))).toBe('plain')
  })

  it('puts the translated words of a known failure where the reason or message goes', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      key.startsWith('failures.') ? `<${key}>` : `${key}|${JSON.stringify(options ?? {})}`
    expect(translateSwapError(t, new SwapError('failed', { message: 'raw', failure: 'deadline' }))).toBe(
      'swapTx.errors.failed|{"message":"<failures.deadline>","reason":"<failures.deadline>"}',
    )
  })
})
