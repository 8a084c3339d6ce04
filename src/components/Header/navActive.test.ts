import { describe, expect, it } from 'vitest'

import { isNavActive } from './navActive'

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('isNavActive', () => {
  it('highlights Pool on the pool page and on every liquidity path', () => {
    for (const path of [
      '/pool',
      '/add',
      `/add/${A}`,
      `/add/${A}/ETH`,
      '/create',
      `/create/${A}`,
      `/remove/${A}/ETH`,
      '/find',
    ])
      expect(isNavActive('pool', path), path).toBe(true)
  })

  it('does not highlight Pool elsewhere', () => {
    for (const path of ['/swap', '/send', '/staking/OVPit', '/vote', '/migrate/v1', '/', '/addx', '/pools'])
      expect(isNavActive('pool', path), path).toBe(false)
  })

  it('highlights Explore on the pools and tokens explorer and their pool and token pages only', () => {
    expect(isNavActive('explore', '/pools')).toBe(true)
    expect(isNavActive('explore', '/tokens')).toBe(true)
    expect(isNavActive('explore', '/tokensx')).toBe(false)
    expect(isNavActive('explore', `/pools/${A}`)).toBe(true)
    expect(isNavActive('explore', `/tokens/${A}`)).toBe(true)
    expect(isNavActive('explore', '/pool')).toBe(false)
    expect(isNavActive('explore', '/poolsx')).toBe(false)
  })

  it('highlights Portfolio on the portfolio only', () => {
    expect(isNavActive('portfolio', '/portfolio')).toBe(true)
    expect(isNavActive('portfolio', '/pool')).toBe(false)
    expect(isNavActive('explore', '/portfolio')).toBe(false)
  })

  it('highlights Swap on the swap and send screens only', () => {
    expect(isNavActive('swap', '/swap')).toBe(true)
    expect(isNavActive('swap', '/send')).toBe(true)
    expect(isNavActive('swap', '/pool')).toBe(false)
    expect(isNavActive('swap', '/add')).toBe(false)
  })

  it('highlights the staking menu on staking pages', () => {
    expect(isNavActive('staking', '/staking/OVPit')).toBe(true)
    expect(isNavActive('staking', `/staking/pools/${A}/ETH`)).toBe(true)
    expect(isNavActive('staking', '/swap')).toBe(false)
  })
})
