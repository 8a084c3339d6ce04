import { createWeb3ReactStoreAndActions } from '@web3-react/store'
import { type Actions, Connector, type Provider } from '@web3-react/types'
import { describe, expect, it, vi } from 'vitest'

import { LazyConnector } from './lazyConnector'

class FakeConnector extends Connector {
  constructor(actions: Actions) {
    super(actions)
    this.provider = { request: vi.fn() } as unknown as Provider
  }
  async activate() {
    this.actions.update({ chainId: 31337, accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
  }
}

describe('LazyConnector', () => {
  it('loads the real connector on first activation and reports through the same store', async () => {
    const [store, actions] = createWeb3ReactStoreAndActions()
    const load = vi.fn(async (lazyActions: Actions) => new FakeConnector(lazyActions))
    const lazy = new LazyConnector(actions, load)
    expect(load).not.toHaveBeenCalled()
    expect(lazy.provider).toBeUndefined()
    await lazy.activate()
    await lazy.activate()
    expect(load).toHaveBeenCalledTimes(1)
    expect(store.getState()).toMatchObject({ chainId: 31337, activating: false })
    expect(lazy.provider).toBeDefined()
  })

  it('stops activating when loading fails, and loads again next time', async () => {
    const [store, actions] = createWeb3ReactStoreAndActions()
    const load = vi
      .fn<(a: Actions) => Promise<Connector>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(async (lazyActions) => new FakeConnector(lazyActions))
    const lazy = new LazyConnector(actions, load)
    await expect(lazy.activate()).rejects.toThrow('chunk failed')
    expect(store.getState().activating).toBe(false)
    await lazy.activate()
    expect(store.getState().chainId).toBe(31337)
  })
})
