// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { ApprovalState } from './useApproveCallback'
import { useSubmittedApproval } from './useSubmittedApproval'

const WBTC = { symbol: 'WBTC' }
const USDC = { symbol: 'USDC' }

function setup(approve: () => Promise<void>) {
  return renderHook(
    ({ approval, subject }: { approval: ApprovalState; subject: unknown }) =>
      useSubmittedApproval(approval, approve, subject),
    { initialProps: { approval: ApprovalState.NOT_APPROVED, subject: WBTC as unknown } },
  )
}

describe('useSubmittedApproval', () => {
  it('is submitted from the press on, so NOT_APPROVED → APPROVED without a PENDING render still ends as submitted', async () => {
    // The race seen in the e2e test: the allowance of the block that mined the approval arrived before the hash.
    let send!: () => void
    const { result, rerender } = setup(() => new Promise<void>((resolve) => (send = resolve)))
    expect(result.current.isSubmitted).toBe(false)
    let pressed!: Promise<void>
    act(() => {
      pressed = result.current.approve()
    })
    // The wallet is still asking: the button reads as sent (and cannot be pressed twice).
    expect(result.current.isSubmitted).toBe(true)
    rerender({ approval: ApprovalState.APPROVED, subject: WBTC })
    expect(result.current.isSubmitted).toBe(true)
    await act(async () => {
      send()
      await pressed
    })
    expect(result.current.isSubmitted).toBe(true)
  })

  it('forgets the press when the wallet refuses or the send fails, and passes the error on', async () => {
    const refusal = new Error('User denied transaction signature.')
    const { result } = setup(() => Promise.reject(refusal))
    await act(async () => {
      await expect(result.current.approve()).rejects.toBe(refusal)
    })
    expect(result.current.isSubmitted).toBe(false)
  })

  it('counts a pending approval seen on this page (sent before a reload) as submitted', () => {
    const { result, rerender } = setup(vi.fn(async () => undefined))
    rerender({ approval: ApprovalState.PENDING, subject: WBTC })
    rerender({ approval: ApprovalState.APPROVED, subject: WBTC })
    expect(result.current.isSubmitted).toBe(true)
  })

  it('belongs to the currency it was sent for: another currency is not submitted, coming back is', async () => {
    const { result, rerender } = setup(vi.fn(async () => undefined))
    await act(() => result.current.approve())
    rerender({ approval: ApprovalState.NOT_APPROVED, subject: USDC })
    expect(result.current.isSubmitted).toBe(false)
    rerender({ approval: ApprovalState.APPROVED, subject: WBTC })
    expect(result.current.isSubmitted).toBe(true)
  })

  it('is never submitted without a subject', async () => {
    const { result, rerender } = setup(vi.fn(async () => undefined))
    rerender({ approval: ApprovalState.NOT_APPROVED, subject: undefined })
    await act(() => result.current.approve())
    expect(result.current.isSubmitted).toBe(false)
  })

  it('keeps a later subject when an earlier press fails after the currency changed', async () => {
    let fail!: () => void
    const approve = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((_, reject) => (fail = () => reject(new Error('no')))))
      .mockResolvedValue(undefined)
    const { result, rerender } = setup(approve)
    let first!: Promise<void>
    act(() => {
      first = result.current.approve().catch(() => undefined)
    })
    rerender({ approval: ApprovalState.NOT_APPROVED, subject: USDC })
    await act(() => result.current.approve())
    await act(async () => {
      fail()
      await first
    })
    expect(result.current.isSubmitted).toBe(true)
  })
})
