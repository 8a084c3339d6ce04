// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { useConfirmDialog } from './useConfirmDialog'

vi.mock('@/connection/useWalletIdentity', () => ({ useWalletIdentity: () => '31337:0xa' }))

const describeFailure = (error: unknown) => (error as Error).message

describe('useConfirmDialog', () => {
  it('opens on a fresh review and closes after a submission, letting the page clear its form', async () => {
    const onSubmittedDismiss = vi.fn()
    const { result } = renderHook(() => useConfirmDialog(describeFailure, onSubmittedDismiss))
    act(() => result.current.open())
    expect(result.current.isOpen).toBe(true)
    expect(result.current.dialog).toMatchObject({ isOpen: true, attemptingTxn: false, txHash: undefined })
    await act(() => result.current.run(async () => '0xabc'))
    expect(result.current.state).toEqual({ status: 'submitted', hash: '0xabc' })
    expect(result.current.dialog).toMatchObject({ isOpen: true, attemptingTxn: false, txHash: '0xabc' })
    act(() => result.current.dialog.onDismiss())
    expect(onSubmittedDismiss).toHaveBeenCalledTimes(1)
    expect(result.current.isOpen).toBe(false)
    expect(result.current.state).toEqual({ status: 'idle' })
  })

  it('keeps the form when dismissed without a submission, and a new review forgets the last error', async () => {
    const onSubmittedDismiss = vi.fn()
    const { result } = renderHook(() => useConfirmDialog(describeFailure, onSubmittedDismiss))
    act(() => result.current.open())
    await act(() => result.current.run(() => Promise.reject(new Error('boom'))))
    expect(result.current.state).toMatchObject({ status: 'error', message: 'boom' })
    expect(result.current.dialog.errorMessage).toBe('boom')
    act(() => result.current.dismiss())
    expect(onSubmittedDismiss).not.toHaveBeenCalled()
    await act(() => result.current.run(() => Promise.reject(new Error('again'))))
    act(() => result.current.open())
    expect(result.current.state).toEqual({ status: 'idle' })
  })
})
