import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { useTransactionFlow } from './useTransactionFlow'

describe('useTransactionFlow', () => {
  it('goes confirm → pending → submitted with the hash, and reset returns to confirm', async () => {
    const { result } = renderHook(() => useTransactionFlow())
    expect(result.current.flow).toEqual({ view: 'confirm' })
    let resolve: (hash: string) => void = () => undefined
    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = result.current.run(() => new Promise<string>((done) => (resolve = done)))
    })
    expect(result.current.flow).toEqual({ view: 'pending' })
    await act(async () => {
      resolve('0xabc')
      await running
    })
    expect(result.current.flow).toEqual({ view: 'submitted', hash: '0xabc' })
    act(() => result.current.reset())
    expect(result.current.flow).toEqual({ view: 'confirm' })
  })

  it('shows the error view for -32603 and logs other failures back to confirm', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderHook(() => useTransactionFlow())
    await act(() => result.current.run(() => Promise.reject({ code: -32603 })))
    expect(result.current.flow).toEqual({ view: 'error' })
    await act(() => result.current.run(() => Promise.reject({ code: 4001 })))
    expect(result.current.flow).toEqual({ view: 'confirm' })
    expect(log).toHaveBeenCalledTimes(2)
    log.mockRestore()
  })
})
