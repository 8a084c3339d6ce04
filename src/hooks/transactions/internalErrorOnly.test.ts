import { afterEach, describe, expect, it, vi } from 'vitest'

import { classifyWalletError } from '@/utils/transactions/walletError'

import { internalErrorOnly } from './internalErrorOnly'

const words: Record<string, string> = { 'failures.deadline': 'the deadline passed', 'failures.unknown': 'unknown' }
const outcome = (error: unknown) => internalErrorOnly((key) => words[key] ?? key)(error, classifyWalletError(error))

describe('internalErrorOnly', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  afterEach(() => log.mockClear())

  it('shows the error view only for -32603, as sent or nested', () => {
    expect(outcome({ code: -32603, message: 'Internal JSON-RPC error.' })).toBe('Internal JSON-RPC error.')
    expect(outcome({ code: -1, data: { originalError: { code: -32603 } } })).not.toBeNull()
  })

  it('says why in the user’s words: a known reason translated, else the node’s innermost message', () => {
    const expired = { code: 3, message: 'execution reverted: UniswapV2Router: EXPIRED' }
    expect(outcome({ code: -32603, message: 'Internal JSON-RPC error.', data: expired })).toBe('the deadline passed')
    const funds = { code: -32000, message: 'insufficient funds for gas * price + value' }
    expect(outcome({ code: -32603, message: 'Internal JSON-RPC error.', data: funds })).toBe(funds.message)
    expect(outcome({ code: -32603, message: {} })).toBe('unknown')
  })

  it('returns to the confirm view otherwise, and logs every failure', () => {
    expect(outcome({ code: 4001 })).toBeNull()
    expect(outcome(new Error('boom'))).toBeNull()
    expect(outcome(undefined)).toBeNull()
    expect(log).toHaveBeenCalledTimes(3)
  })
})
