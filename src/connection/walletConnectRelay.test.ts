import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { isRelayReachable, watchRelay } from './walletConnectRelay'

const providerWith = (relayer: EventEmitter) => ({ signer: { client: { core: { relayer } } } })

describe('watchRelay', () => {
  it("follows the session's relayer: unreachable on disconnect, reachable again on connect", () => {
    const relayer = new EventEmitter()
    watchRelay(providerWith(relayer))
    expect(isRelayReachable()).toBe(true)
    relayer.emit('relayer_disconnect')
    expect(isRelayReachable()).toBe(false)
    relayer.emit('relayer_connect')
    expect(isRelayReachable()).toBe(true)
  })

  it('listens to a relayer once however often the connector activates, and ignores a provider without one', () => {
    const relayer = new EventEmitter()
    watchRelay(providerWith(relayer))
    watchRelay(providerWith(relayer))
    expect(relayer.listenerCount('relayer_disconnect')).toBe(1)
    expect(() => watchRelay(undefined)).not.toThrow()
    expect(() => watchRelay({ signer: {} })).not.toThrow()
  })
})
