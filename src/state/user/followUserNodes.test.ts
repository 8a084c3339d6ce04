import { describe, expect, it } from 'vitest'

import { userNodeOf } from '@/connection/userNodes'
import { createStore } from '@/state'
import { initialUserState } from '@/state/user/types'

import { followUserNodes } from './followUserNodes'
import { setUserNode } from './slice'

describe('followUserNodes', () => {
  it('gives the read providers the stored node before the first read, and each change after, polling that chain', () => {
    const store = createStore({ user: { ...initialUserState(), rpcUrls: { 2152: 'https://stored.example/' } } })
    const stop = followUserNodes(store)
    expect(userNodeOf(2152)).toBe('https://stored.example/')
    const polls = () => store.getState().application.pollRequests

    store.dispatch(setUserNode({ chainId: 31337, url: 'http://127.0.0.1:9545/' }))
    expect(userNodeOf(31337)).toBe('http://127.0.0.1:9545/')
    expect(polls()).toEqual({ 31337: 1 })

    store.dispatch(setUserNode({ chainId: 2152, url: null }))
    expect(userNodeOf(2152)).toBeUndefined()
    expect(polls()).toEqual({ 31337: 1, 2152: 1 })

    // Another setting changes nothing here.
    store.dispatch({ type: 'user/updateUserExpertMode', payload: { userExpertMode: true } })
    expect(polls()).toEqual({ 31337: 1, 2152: 1 })
    stop()
    store.dispatch(setUserNode({ chainId: 31337, url: null }))
    expect(userNodeOf(31337)).toBe('http://127.0.0.1:9545/')
  })
})
