import { describe, expect, it, vi } from 'vitest'

import { keepModalForPairing } from './walletConnectModal'

function fakeModal() {
  const listeners: ((state: { open: boolean }) => void)[] = []
  return {
    subscribeState: vi.fn((listener: (state: { open: boolean }) => void) => listeners.push(listener)),
    close: vi.fn(async () => undefined),
    emit: (open: boolean) => listeners.forEach((listener) => listener({ open })),
  }
}

describe('keepModalForPairing', () => {
  it('lets the modal open to pair, and closes it when it opens by itself during a session', () => {
    const modal = fakeModal()
    const provider: { session?: object; modal: typeof modal } = { modal }
    keepModalForPairing(provider)
    modal.emit(true)
    expect(modal.close).not.toHaveBeenCalled()

    provider.session = { topic: 'session' }
    modal.emit(false)
    expect(modal.close).not.toHaveBeenCalled()
    modal.emit(true)
    expect(modal.close).toHaveBeenCalledTimes(1)
  })

  it('watches a modal once however often the connector activates, and does nothing without one', () => {
    const modal = fakeModal()
    const provider = { session: {}, modal }
    keepModalForPairing(provider)
    keepModalForPairing(provider)
    expect(modal.subscribeState).toHaveBeenCalledTimes(1)
    expect(() => keepModalForPairing(undefined)).not.toThrow()
    expect(() => keepModalForPairing({ session: {} })).not.toThrow()
  })
})
