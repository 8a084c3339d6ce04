// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { type DescribeFailure, useConfirmationFlow } from './useConfirmationFlow'

/** The connected wallet as 'chainId:account'; each test sets it. */
const wallet = vi.hoisted(() => ({ identity: '31337:0xa' }))
vi.mock('@/connection/useWalletIdentity', () => ({ useWalletIdentity: () => wallet.identity }))

const showAll: DescribeFailure = (error) => (error as Error).message

describe('useConfirmationFlow', () => {
  it('goes idle → awaiting signature → submitted with the hash, and reset returns to idle', async () => {
    const { result } = renderHook(() => useConfirmationFlow(showAll))
    expect(result.current.state).toEqual({ status: 'idle' })
    let resolve: (hash: string) => void = () => undefined
    let running: Promise<unknown> = Promise.resolve()
    act(() => {
      running = result.current.run(() => new Promise<string>((done) => (resolve = done)))
    })
    expect(result.current.state).toEqual({ status: 'awaitingSignature' })
    await act(async () => {
      resolve('0xabc')
      expect(await running).toEqual({ hash: '0xabc' })
    })
    expect(result.current.state).toEqual({ status: 'submitted', hash: '0xabc' })
    act(() => result.current.reset())
    expect(result.current.state).toEqual({ status: 'idle' })
  })

  it('asks the dialog about a failure with the classifier’s kind: its text, or back to idle', async () => {
    const describe = vi.fn<DescribeFailure>((_, kind) => (kind === 'internal' ? 'Error!' : null))
    const { result } = renderHook(() => useConfirmationFlow(describe))
    const internal = { code: -32603, message: 'Internal JSON-RPC error.' }
    await act(async () => {
      expect(await result.current.run(() => Promise.reject(internal))).toEqual({ failure: 'internal' })
    })
    expect(describe).toHaveBeenLastCalledWith(internal, 'internal')
    expect(result.current.state).toEqual({ status: 'error', kind: 'internal', message: 'Error!' })
    await act(async () => {
      expect(await result.current.run(() => Promise.reject({ code: 4001 }))).toEqual({ failure: 'rejected' })
    })
    expect(result.current.state).toEqual({ status: 'idle' })
  })

  it('waits for a text that loads lazily, and falls back to the error’s message when it cannot load', async () => {
    const lazy: DescribeFailure = async () => 'translated'
    const { result } = renderHook(() => useConfirmationFlow(lazy))
    await act(() => result.current.run(() => Promise.reject(new Error('boom'))))
    expect(result.current.state).toMatchObject({ status: 'error', message: 'translated' })

    const broken: DescribeFailure = () => Promise.reject(new Error('chunk failed'))
    const other = renderHook(() => useConfirmationFlow(broken))
    await act(() => other.result.current.run(() => Promise.reject(new Error('boom'))))
    expect(other.result.current.state).toEqual({ status: 'error', kind: 'unknown', message: 'boom' })
  })

  it('does not reopen on a stale answer after a reset', async () => {
    const { result } = renderHook(() => useConfirmationFlow(showAll))
    let resolve: (hash: string) => void = () => undefined
    let running: Promise<unknown> = Promise.resolve()
    act(() => {
      running = result.current.run(() => new Promise<string>((done) => (resolve = done)))
    })
    act(() => result.current.reset())
    await act(async () => {
      resolve('0xlate')
      await running
    })
    expect(result.current.state).toEqual({ status: 'idle' })
  })

  describe('an open review watches the wallet', () => {
    const open = (isOpen: boolean) =>
      renderHook((props) => useConfirmationFlow(showAll, props.isOpen), {
        initialProps: { isOpen },
      })

    it('says so and sends nothing when the account or the network changes under it', async () => {
      wallet.identity = '31337:0xa'
      const { result, rerender } = open(true)
      wallet.identity = '31337:0xb'
      rerender({ isOpen: true })
      expect(result.current.state).toEqual({
        status: 'error',
        kind: 'walletChanged',
        message: 'transactions.walletChanged',
      })
      const send = vi.fn(async () => '0xabc')
      await act(async () => expect(await result.current.run(send)).toEqual({ failure: 'walletChanged' }))
      expect(send).not.toHaveBeenCalled()

      // Closed and opened again, the review is the new wallet's.
      rerender({ isOpen: false })
      act(() => result.current.reset())
      wallet.identity = '2152:0xb'
      rerender({ isOpen: true })
      expect(result.current.state).toEqual({ status: 'idle' })
      await act(async () => expect(await result.current.run(send)).toEqual({ hash: '0xabc' }))
    })

    it('leaves a request the wallet holds, or a submission, to the wallet', async () => {
      wallet.identity = '31337:0xa'
      const { result, rerender } = open(true)
      let resolve: (hash: string) => void = () => undefined
      let running: Promise<unknown> = Promise.resolve()
      act(() => {
        running = result.current.run(() => new Promise<string>((done) => (resolve = done)))
      })
      wallet.identity = '31337:0xb'
      rerender({ isOpen: true })
      expect(result.current.state).toEqual({ status: 'awaitingSignature' })
      await act(async () => {
        resolve('0xabc')
        await running
      })
      expect(result.current.state).toEqual({ status: 'submitted', hash: '0xabc' })
    })

    it('does not watch a closed dialog or a button flow', () => {
      wallet.identity = '31337:0xa'
      const closed = open(false)
      const button = renderHook(() => useConfirmationFlow(showAll))
      wallet.identity = '31337:0xb'
      closed.rerender({ isOpen: false })
      button.rerender()
      expect(closed.result.current.state).toEqual({ status: 'idle' })
      expect(button.result.current.state).toEqual({ status: 'idle' })
    })
  })
})
