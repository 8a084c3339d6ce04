import { describe, expect, it } from 'vitest'

import { sendStage } from './v1SendStage'

describe('sendStage', () => {
  const base = { hasSubmitted: false, isPending: false, hasNoLiquidity: false, isReady: true }
  it('is enabled when ready with liquidity', () => {
    expect(sendStage(base)).toEqual({ label: 'send', disabled: false })
  })
  it('waits for approval and needs liquidity', () => {
    expect(sendStage({ ...base, isReady: false })).toEqual({ label: 'send', disabled: true })
    expect(sendStage({ ...base, hasNoLiquidity: true })).toEqual({ label: 'send', disabled: true })
  })
  it('is sending while the wallet asks or the receipt is awaited', () => {
    expect(sendStage({ ...base, isPending: true })).toEqual({ label: 'sending', disabled: true })
    expect(sendStage({ ...base, hasSubmitted: true, isPending: true })).toEqual({ label: 'sending', disabled: true })
  })
  it('succeeds once the sent transaction is mined and the liquidity is gone', () => {
    expect(sendStage({ ...base, hasSubmitted: true, hasNoLiquidity: true })).toEqual({
      label: 'success',
      disabled: true,
    })
    // Mined, but the balance read has not caught up yet.
    expect(sendStage({ ...base, hasSubmitted: true })).toEqual({ label: 'send', disabled: false })
  })
})
