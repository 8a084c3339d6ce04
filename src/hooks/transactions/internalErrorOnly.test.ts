import { afterEach, describe, expect, it, vi } from 'vitest'

import { classifyWalletError } from '@/utils/transactions/walletError'

import { internalErrorOnly } from './internalErrorOnly'

const outcome = (error: unknown) => internalErrorOnly(error, classifyWalletError(error))

describe('internalErrorOnly', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  afterEach(() => log.mockClear())

  it('shows the error view only for -32603, as sent or nested', () => {
    expect(outcome({ code: -32603, message: 'Internal JSON-RPC error.' })).toBe('Internal JSON-RPC error.')
    expect(outcome({ code: -1, data: { originalError: { code: -32603 } } })).not.toBeNull()
  })

  it('returns to the confirm view otherwise, and logs every failure', () => {
    expect(outcome({ code: 4001 })).toBeNull()
    expect(outcome(new Error('boom'))).toBeNull()
    expect(outcome(undefined)).toBeNull()
    expect(log).toHaveBeenCalledTimes(3)
  })
})
