import { describe, expect, it } from 'vitest'

import { flowAfterFailure } from './flow'

describe('flowAfterFailure', () => {
  it('shows the error view only for -32603', () => {
    expect(flowAfterFailure({ code: -32603, message: 'Internal JSON-RPC error.' })).toEqual({ view: 'error' })
    expect(flowAfterFailure({ code: -1, data: { originalError: { code: -32603 } } })).toEqual({ view: 'error' })
  })

  it('returns to the confirm view otherwise', () => {
    expect(flowAfterFailure({ code: 4001 })).toEqual({ view: 'confirm' })
    expect(flowAfterFailure(new Error('boom'))).toEqual({ view: 'confirm' })
    expect(flowAfterFailure(undefined)).toEqual({ view: 'confirm' })
  })
})
