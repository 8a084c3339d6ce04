import { describe, expect, it } from 'vitest'

import en from '../../../public/locales/en.json'
import { RemoveLiquidityError, translateRemoveError } from './removeLiquidityErrors'

const t = (key: string, options?: Record<string, unknown>) => {
  const [group, ...path] = key.split('.')
  let text: unknown = (en as unknown as Record<string, unknown>)[group]
  for (const part of path) text = (text as Record<string, unknown>)[part]
  return String(text).replace('{{message}}', String(options?.message ?? ''))
}

describe('translateRemoveError', () => {
  it('says why a send failed in the user’s words, from the wallet’s error behind it', () => {
    const cause = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { message: 'execution reverted: UniswapV2Router: EXPIRED' },
    }
    const error = new RemoveLiquidityError('failed', 'Internal JSON-RPC error.', { cause })
    expect(translateRemoveError(t, error)).toBe(`Remove failed: ${en.failures.deadline}`)
    expect(translateRemoveError(t, cause)).toBe(`Remove failed: ${en.failures.deadline}`)
  })

  it('keeps the spec’s texts for the other codes, and never shows an empty reason', () => {
    expect(translateRemoveError(t, new RemoveLiquidityError('wouldFail'))).toBe(en.removeLiquidity.errors.wouldFail)
    expect(translateRemoveError(t, { code: 4001 })).toBe('Transaction rejected.')
    expect(translateRemoveError(t, {})).toBe(`Remove failed: ${en.failures.unknown}`)
  })
})
