import { describe, expect, it, vi } from 'vitest'

import { createHashHistory, createMemoryHistory } from './history'

describe('createHashHistory', () => {
  it('reads the path from the hash and writes entries the back button returns to', () => {
    window.history.replaceState(null, '', '#/swap?inputCurrency=ETH')
    const history = createHashHistory(window)
    expect(history.location).toEqual({ pathname: '/swap', search: '?inputCurrency=ETH', hash: '' })

    const listener = vi.fn()
    const unlisten = history.listen(listener)
    history.push('/pool')
    expect(window.location.hash).toBe('#/pool')
    expect(listener).toHaveBeenLastCalledWith({ pathname: '/pool', search: '', hash: '' })

    history.replace({ pathname: '/send', search: '?chain=findora' })
    expect(window.location.hash).toBe('#/send?chain=findora')
    expect(listener).toHaveBeenCalledTimes(2)
    unlisten()
  })

  it('follows back, forward and a typed hash through popstate, and stops after unlisten', () => {
    window.history.replaceState(null, '', '#/swap')
    const history = createHashHistory(window)
    const listener = vi.fn()
    const unlisten = history.listen(listener)
    window.history.replaceState(null, '', '#/vote/3')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(listener).toHaveBeenLastCalledWith({ pathname: '/vote/3', search: '', hash: '' })
    unlisten()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('hands back the same location object while the hash is unchanged', () => {
    window.history.replaceState(null, '', '#/pool')
    const history = createHashHistory(window)
    expect(history.location).toBe(history.location)
    expect(history.createHref({ pathname: '/add/ETH', search: '?x=1' })).toBe('#/add/ETH?x=1')
  })
})

describe('createMemoryHistory', () => {
  it('starts at the last entry; push drops the entries ahead, replace swaps the current one', () => {
    const history = createMemoryHistory(['/swap', '/pool'])
    expect(history.location.pathname).toBe('/pool')
    history.push('/find')
    history.replace('/add/ETH?x=1')
    expect(history.location).toEqual({ pathname: '/add/ETH', search: '?x=1', hash: '' })
  })

  it('starts at / without entries', () => {
    expect(createMemoryHistory([]).location.pathname).toBe('/')
  })
})
